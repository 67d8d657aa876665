/** Placeholder of the dashboard (spec 2 §2.6); the dashboards area replaces it. */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../app/auth';

export default function DashboardScreen() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Typography variant="h5" sx={{ p: 2 }}>
      {t('Dashboard')} — {account.fullName}
    </Typography>
  );
}
