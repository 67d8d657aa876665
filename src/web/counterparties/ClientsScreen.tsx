/**
 * Clients table (spec 1 §2): create goes to /client/create, rows open /client/{id}, export; the
 * row menu adds 'Legal entity' (the attacher) to edit and delete. The default filter (the
 * current user as responsible) comes from the declaration. A toggle shows the yearly
 * statistics grid instead of the table.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Stack } from '@mui/material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import CalendarViewMonth from '@mui/icons-material/CalendarViewMonth';
import { client } from '../../domain/counterparties/counterparties';
import { ViewToggle } from '../app/ViewToggle';
import { EntityTable } from '../entity/EntityTable';
import type { EntityTableOptions } from '../entity/table/table-options';
import { LegalEntityAttacher, type AttachTarget } from './LegalEntityAttacher';

const ClientsYearlyGrid = lazy(() => import('./ClientsYearlyGrid').then((m) => ({ default: m.ClientsYearlyGrid })));

export default function ClientsScreen() {
  const [attaching, setAttaching] = useState<AttachTarget | null>(null);
  const [view, setView] = useState<'table' | 'grid'>('table');
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
    <Stack spacing={1}>
      <ViewToggle<'grid'> value={view} other={{ value: 'grid', icon: <CalendarViewMonth fontSize="small" />, testId: 'view-yearly-grid' }} onChange={setView} />
      {view === 'table' ? (
        <EntityTable entity={client} options={options} />
      ) : (
        <Suspense fallback={null}>
          <ClientsYearlyGrid />
        </Suspense>
      )}
      {attaching && <LegalEntityAttacher client={attaching} onClose={() => setAttaching(null)} />}
    </Stack>
  );
}
