/** An address the signed-in user may not open: it says so, rather than "Page not found". */
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="no-access" sx={{ m: 2 }} action={<Button component={Link} to="/" color="inherit" size="small">{t('Go to the start page')}</Button>}>
      <AlertTitle>{t('No access')}</AlertTitle>
      {t('You do not have access to this page')}
    </Alert>
  );
}
