/** Small views of the editor form: a section of fields under its title, the alert of an edit conflict. */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FormSection } from './form-sections';

export function FormSectionView({ section, fieldInput }: { section: FormSection; fieldInput(name: string): ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" data-testid={section.title ? `section-${section.title}` : undefined}>
      {section.title && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {t(section.title)}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${section.columns}, minmax(0, 1fr))` } }}>{section.fields.map(fieldInput)}</Box>
    </Box>
  );
}

/** Someone else saved the item meanwhile: say so, with a reload. */
export function ConflictAlert({ message, onReload }: { message: string; onReload(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('Reload')}
        </Button>
      }
    >
      {t(message)}
    </Alert>
  );
}
