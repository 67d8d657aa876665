/**
 * Registry columns of the tables (spec 1 §3): the ORD id links out to the cabinet of the
 * operator that holds it, the state shows the last send's state with the operator's messages.
 */
import { Chip, Link, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Row } from '../entity/table/table-options';

/** Operator cabinets: their deep-link paths are not public, so the link opens the cabinet. */
export const ordCabinets = { VK: 'https://ord.vk.com', OZON: 'https://ord.ozon.ru' } as const;

const stateColour: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  queued: 'default',
  sent: 'info',
  processing: 'info',
  verified: 'success',
  rejected: 'error',
  failed: 'warning',
};

export function OrdIdCell({ row }: { row: Row }) {
  const id = (row.ordId as string | null) ?? null;
  if (!id) return null;
  const cabinet = row.vkId ? ordCabinets.VK : row.ozonId ? ordCabinets.OZON : null;
  return cabinet ? (
    <Link href={cabinet} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {id}
    </Link>
  ) : (
    <>{id}</>
  );
}

export function RegistryStateChip({ state, messages }: { state: string | null; messages: string | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  const chip = <Chip size="small" color={stateColour[state] ?? 'default'} label={t(`enums.registryState.${state}`)} data-testid="erir-state" />;
  return messages ? <Tooltip title={messages}>{chip}</Tooltip> : chip;
}

export const registryCells = {
  ordId: (row: Row) => <OrdIdCell row={row} />,
  erirState: (row: Row) => <RegistryStateChip state={(row.erirState as string | null) ?? null} messages={(row.erirMessages as string | null) ?? null} />,
};

/** A creative's operator is not told by its ids (one `ordId`): its id is shown as text. */
export const registryCreativeCells = { erirState: registryCells.erirState };
