/** The table's active filters as chips: how many rows they leave of all, each cleared in one click. */
import { Chip, Stack, Typography } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filter-chips';

interface Props {
  chips: FilterChip[];
  shown: number;
  /** Rows without the filters; null while it is being counted. */
  all: number | null;
  onClear(key: string): void;
}

export function FilterChips({ chips, shown, all, onClear }: Props) {
  const { t } = useTranslation();
  if (!chips.length) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minWidth: 0, overflow: 'hidden', flexWrap: 'nowrap' }} data-testid="filter-chips">
      {all !== null && (
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flexShrink: 0 }} data-testid="filter-summary">
          {t('{{shown}} of {{all}} shown:', { shown: String(shown), all: String(all) })}
        </Typography>
      )}
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          label={chip.text}
          title={chip.text}
          onDelete={() => onClear(chip.key)}
          deleteIcon={<Cancel aria-label={`${t('Clear filter')} ${chip.text}`} aria-hidden={false} role="button" />}
          data-testid={`filter-chip-${chip.key}`}
          sx={{ maxWidth: 260 }}
        />
      ))}
    </Stack>
  );
}
