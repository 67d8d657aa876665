/**
 * A figure of the debt ageing whose ids the answer did not list (it held too many orders, see
 * `maxOrdersWithIds`): a click asks the ageing again for that one row or month only, whose
 * answer lists them, and opens the orders list filtered by those ids.
 */
import { useState, type ReactNode } from 'react';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnswerOf, QueryOf } from '../../domain/core/actions/action';
import { ageingData } from '../../domain/dashboards/dashboard-actions';
import type { Query } from '../app/api';
import { callAction } from '../app/call-action';
import { useNotify } from '../app/snackbar';
import { ordersAddress } from './OrdersLink';
import { runCall } from '../data/run-action';

type Ageing = AnswerOf<typeof ageingData>;

export interface AskedOrders {
  /** The screen's filters and the one row or month (`holding`, `client` or `month`). */
  query: QueryOf<typeof ageingData> & Query;
  /** The figure's ids in the narrowed answer. */
  pick: (answer: Ageing) => number[] | null | undefined;
}

export function AskedOrdersLink({ asked, count, children }: { asked: AskedOrders; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    await runCall(
      () => callAction(ageingData, { query: asked.query }),
      {
        then: (answer) => {
          const ids = asked.pick(answer);
          if (ids?.length) void navigate(ordersAddress(ids));
        },
        success: (answer) => (asked.pick(answer)?.length ? null : { message: 'Too many orders to open at once', colour: 'warning' }),
      },
      { notify },
    );
    setBusy(false);
  };
  return (
    <Link component="button" type="button" disabled={busy} onClick={() => void open()} aria-label={t('Open {{count}} orders', { count })} data-testid="orders-link-asked">
      {children}
    </Link>
  );
}
