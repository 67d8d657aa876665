/** /domains (spec 2 §2.5): the domains table with its batch upload and run-check; rows open the full-page editor. */
import { useMemo } from 'react';
import { domain } from '../../domain/domains/domain-entities';
import { EntityTable } from '../entity/EntityTable';
import type { EntityTableOptions } from '../entity/table/table-options';
import { UploadButton } from '../entity/upload/UploadButton';
import { domainBatchUpload } from './domain-batch-upload';
import { DomainCheckButton } from './DomainCheckButton';
import { domainPath } from './domain-path';
import { useReloadList } from './use-reload-list';

export default function DomainsScreen() {
  const reload = useReloadList(domain.name);
  const options = useMemo<EntityTableOptions>(
    () => ({
      editorPath: domainPath,
      toolbar: (
        <>
          <UploadButton upload={domainBatchUpload} />
          <DomainCheckButton onDone={reload} />
        </>
      ),
    }),
    [reload],
  );
  return <EntityTable entity={domain} options={options} />;
}
