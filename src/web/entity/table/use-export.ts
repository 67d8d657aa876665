/** Export of the table's matching rows to a spreadsheet (GET with full=true). */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../../domain/core/entity';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import type { FormatContext } from '../format';
import { buildSheet, downloadBlob, exportFileName, writeWorkbook, type ExportColumn } from './export-sheet';
import type { FilterMap } from './filter-keys';
import type { Row } from './table-options';
import { stateToQuery, type TableState } from './table-state';
import { dataProvider } from '../../data/data-provider';

export function useExport(entity: AnyEntity, state: TableState, fixed: FilterMap | undefined, columns: () => ExportColumn[], ctx: FormatContext) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      const query = stateToQuery({ ...state, page: 1 }, fixed);
      query.delete('page');
      query.set('full', 'true');
      const answer = await dataProvider.list<Row>(entity, query);
      const cols = columns();
      const blob = await writeWorkbook(t(`entities.${entity.name}`), cols, buildSheet(cols, answer.results, ctx));
      downloadBlob(blob, exportFileName(entity.name));
    } catch (e) {
      notify('Error while prepare Excel file: {{error}}', 'error', { error: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }, [entity, state, fixed, columns, ctx, notify, t]);
  return { exporting: busy, exportSheet: run };
}
