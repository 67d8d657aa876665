/** The table / statistics switch above a table that has a second view (orders, clients). */
import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import TableRows from '@mui/icons-material/TableRows';
import { useTranslation } from 'react-i18next';

interface Props<V extends string> {
  value: 'table' | V;
  /** The second view: its value, icon and test id. */
  other: { value: V; icon: ReactNode; testId: string };
  onChange(next: 'table' | V): void;
}

export function ViewToggle<V extends string>({ value, other, onChange }: Props<V>) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: 'table' | V | null) => next && onChange(next)}>
      <ToggleButton value="table" aria-label={t('Table')} data-testid="view-table">
        <TableRows fontSize="small" />
      </ToggleButton>
      <ToggleButton value={other.value} aria-label={t('Statistics')} data-testid={other.testId}>
        {other.icon}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
