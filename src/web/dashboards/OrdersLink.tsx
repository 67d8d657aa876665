/**
 * A figure that opens the orders it counts: the orders list filtered by their ids
 * (`/orders?id=1,2,3`, API.md "Filters": `field=v1,v2` is one of). The server lists the ids of a
 * figure up to `maxListedOrderIds` (an address and a list request a server accepts); past that
 * they are null and the figure stays plain, saying why.
 */
import type { ReactNode } from 'react';
import { Link, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function ordersAddress(ids: readonly number[]): string {
  return `/orders?${new URLSearchParams({ id: ids.join(',') }).toString().replace(/%2C/g, ',')}`;
}

export function OrdersLink({ ids, children }: { ids: readonly number[] | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (ids === null) {
    return (
      <Tooltip title={t('Too many orders to open at once')}>
        <span>{children}</span>
      </Tooltip>
    );
  }
  if (!ids.length) return <>{children}</>;
  return (
    <Link component={RouterLink} to={ordersAddress(ids)} aria-label={t('Open {{count}} orders', { count: ids.length })} data-testid="orders-link">
      {children}
    </Link>
  );
}
