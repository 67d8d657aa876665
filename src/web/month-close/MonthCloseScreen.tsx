/**
 * Month close (issue "Month close"): a month (the previous by default) with, for publishers and
 * DSPs, the invoices generated and paid, the acts and their registry state, the DMP exports, the
 * order acts and the ERIR statistics, each counted as its list counts it (GET month_close/);
 * the differences that need a look; and each part's next step as one button, for admins.
 */
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasAccess } from '../../domain/core/access';
import { businessDay } from '../../domain/core/calendar/business-day';
import { monthCloseSummary } from '../../domain/month-close/month-close-actions';
import { monthSections } from '../../domain/month-close/month-close-figures';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { monthStart } from '../../domain/sales/order-dates';
import { errorMessage } from '../app/api-error';
import { actorOfAccount, useAccount } from '../app/auth';
import { callAction } from '../app/call-action';
import { MonthPicker } from '../entity/widgets/MonthPicker';
import { MonthSectionCard } from './MonthSectionCard';

export default function MonthCloseScreen() {
  const { t } = useTranslation();
  const account = useAccount();
  const mayClose = hasAccess('admin', actorOfAccount(account));
  // The month is in the address (`?month=YYYY-MM`): back from a list the screen opened shows the same month.
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : shiftMonth(monthStart(businessDay()), -1).slice(0, 7);
  const setMonth = (chosen: string) => setParams({ month: chosen }, { replace: true });
  const date = `${month}-01`;
  const summary = useQuery({
    queryKey: ['month-close', date],
    queryFn: () => callAction(monthCloseSummary, { query: { date } }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <Box sx={{ p: 2 }} data-testid="month-close">
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5">{t('Month close')}</Typography>
        <Box>
          <MonthPicker value={month} label={t('Month')} testId="month-close-month" onChange={(chosen) => chosen && setMonth(chosen)} />
        </Box>
      </Stack>
      {mayClose ? null : (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="month-close-read-only">
          {t('monthClose.readOnly')}
        </Alert>
      )}
      {summary.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {summary.error ? <Alert severity="error">{errorMessage(summary.error)}</Alert> : null}
      {summary.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {monthSections.map((section) => (
            <MonthSectionCard key={section.key} section={section} summary={summary.data} mayClose={mayClose} reload={() => void summary.refetch()} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
