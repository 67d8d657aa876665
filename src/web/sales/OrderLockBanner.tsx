/** A locked order says so at the top of its editor: who locked it and when (API.md "Sales" lock). */
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../app/locale';
import type { Model } from '../entity/editor/editor-options';

export function OrderLockBanner({ model }: { model: Model }) {
  const { t, i18n } = useTranslation();
  if (!model.isLocked) return null;
  const name = typeof model.lockedByName === 'string' ? model.lockedByName : t('System');
  const at = typeof model.lockedAt === 'string' ? formatDateTime(model.lockedAt, i18n.language) : '';
  return (
    <Alert severity="warning" data-testid="locked-banner" sx={{ mb: 1 }}>
      <AlertTitle>{t('This order is locked')}</AlertTitle>
      {at ? `${t('Locked by {{name}} on {{at}}', { name, at })}. ` : ''}
      {t('Only a super admin can change its client, legal entity, dates, products and payments')}
    </Alert>
  );
}
