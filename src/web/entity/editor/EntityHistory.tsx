/**
 * A record's change history (`{entity}/{id}/history/`) as a person reads it: one block per
 * change (when, who, what), and in it each field's label with its value before and after, in
 * names, labels and the user's formats (history-values.ts).
 */
import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityFields, fieldLabel, type AnyEntity } from '../../../domain/core/entity';
import { errorMessage } from '../../app/api-error';
import { formatDateTime } from '../../app/locale';
import { dataProvider } from '../../data/data-provider';
import { useFormatContext } from '../use-format-context';
import { readableChanges, type HistoryEntry } from './history-values';

export type { HistoryEntry } from './history-values';

export function EntityHistory({ entity, id }: { entity: AnyEntity; id: number | string }) {
  const { t, i18n } = useTranslation();
  const fields = entityFields(entity);
  const ctx = useFormatContext(fields);
  const history = useQuery({ queryKey: ['history', entity.name, id], queryFn: () => dataProvider.history<HistoryEntry[]>(entity, id) });
  if (history.isError) return <Alert severity="error">{errorMessage(history.error)}</Alert>;
  if (!history.data) return null;
  if (!history.data.length) return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  const yesNo = (value: boolean) => t(value ? 'Yes' : 'No');
  return (
    <Box data-testid="entity-history" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {history.data.map((entry) => {
        const changes = readableChanges(entry, fields, ctx, yesNo);
        return (
          <Paper key={entry.id} variant="outlined" data-testid="history-entry">
            <Typography variant="subtitle2" sx={{ px: 1.5, py: 1 }}>
              {formatDateTime(entry.at, i18n.language)} · {entry.userName ?? t('System')} · {t(`history.${entry.action}`)}
            </Typography>
            {changes.length > 0 && (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '30%' }}>{t('history.field')}</TableCell>
                    <TableCell sx={{ width: '35%' }}>{t('history.before')}</TableCell>
                    <TableCell sx={{ width: '35%' }}>{t('history.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {changes.map((change) => (
                    <TableRow key={change.name} data-testid={`history-change-${change.name}`}>
                      <TableCell>{t(fieldLabel(entity, change.name))}</TableCell>
                      <TableCell>{change.from}</TableCell>
                      <TableCell>{change.to}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
