/**
 * Clients table (spec 1 §2): create goes to /client/create, rows open /client/{id}, export; the
 * row menu adds 'Legal entity' (the attacher) to edit and delete. The default filter (the
 * current user as responsible) comes from the declaration.
 */
import { useMemo, useState } from 'react';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { client } from '../../../domain/entities/counterparties';
import { EntityTable } from '../../entity/EntityTable';
import type { EntityTableOptions } from '../../entity/table/table-options';
import { LegalEntityAttacher, type AttachTarget } from './LegalEntityAttacher';

export default function ClientsScreen() {
  const [attaching, setAttaching] = useState<AttachTarget | null>(null);
  const options = useMemo<EntityTableOptions>(
    () => ({
      actions: [
        {
          label: 'Legal entity',
          icon: <AccountBalance fontSize="small" />,
          run: (row) => setAttaching({ id: row.id, name: String(row.name ?? '') }),
        },
      ],
    }),
    [],
  );
  return (
    <>
      <EntityTable entity={client} options={options} />
      {attaching && <LegalEntityAttacher client={attaching} onClose={() => setAttaching(null)} />}
    </>
  );
}
