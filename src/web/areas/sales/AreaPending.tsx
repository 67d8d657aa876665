/** A tab whose content comes with the registry area (issue "Registry reporting"). */
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function AreaPending() {
  const { t } = useTranslation();
  return <Alert severity="info">{t('Available with the registry area')}</Alert>;
}
