/**
 * The order editor's "ERIR contract" tab (spec 1 §2): the order's contract and original
 * contract with their registry state (ORD id, actual in registry, last send's state and the
 * operator's messages) and a send button each, through the order's ERIR API.
 */
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractToErir, originalContractToErir, type registryApis, registryMessages } from '../../domain/registry/registry-actions';
import { useNotify } from '../app/snackbar';
import { OrdIdCell, RegistryStateChip } from './registry-cells';
import { sendToErir, type ToErirAction } from './send-to-erir';
import { dataProvider } from '../data/data-provider';
import { order as orderEntity } from '../../domain/sales/orders';

type Api = (typeof registryApis)[number];
type Record = { id: number; number: string | null; ordId: string | null; vkId: string | null; ozonId: string | null; isUpdated: boolean; erirState: string | null; erirMessages: string | null };

const kinds: Array<{ field: 'contract' | 'originalContract'; path: string; label: string; action: ToErirAction; success: string }> = [
  { field: 'contract', path: 'contracts/', label: 'Contract', action: contractToErir, success: registryMessages.contractSent },
  { field: 'originalContract', path: 'original_contracts/', label: 'Original contract', action: originalContractToErir, success: registryMessages.originalContractSent },
];

export function OrderRegistryContractTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const order = useQuery({ queryKey: ['order-registry', orderId], queryFn: () => dataProvider.one<{ contract: number | null; originalContract: number | null; ord: Api | null }>(orderEntity, orderId) });
  const records = useQuery({
    queryKey: ['order-registry-records', orderId, order.data?.contract, order.data?.originalContract],
    enabled: !!order.data,
    queryFn: () =>
      Promise.all(kinds.map((kind) => (order.data?.[kind.field] ? dataProvider.one<Record>(kind, order.data[kind.field]!) : Promise.resolve(null)))),
  });
  const ord = order.data?.ord ?? null;

  return (
    <Table size="small" data-testid="order-registry-contracts">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{t('fields.number')}</TableCell>
          <TableCell>{t('fields.ordId')}</TableCell>
          <TableCell>{t('fields.isUpdated')}</TableCell>
          <TableCell>{t('fields.erirState')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {kinds.map((kind, index) => {
          const record = records.data?.[index] ?? null;
          return (
            <TableRow key={kind.field}>
              <TableCell>{t(kind.label)}</TableCell>
              <TableCell>{record?.number ?? '—'}</TableCell>
              <TableCell>{record && <OrdIdCell row={record} />}</TableCell>
              <TableCell>{record ? t(record.isUpdated ? 'Yes' : 'No') : ''}</TableCell>
              <TableCell>{record && <RegistryStateChip state={record.erirState} messages={record.erirMessages} />}</TableCell>
              <TableCell>
                <Stack direction="row" justifyContent="flex-end">
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!record || !ord}
                    onClick={() =>
                      void sendToErir(kind.action, record!.id, ord!, kind.success, {
                        notify,
                        reload: () => void queryClient.invalidateQueries({ queryKey: ['order-registry-records', orderId] }),
                      })
                    }
                  >
                    {t('Send to ERIR')} {ord ? `(${ord})` : ''}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
