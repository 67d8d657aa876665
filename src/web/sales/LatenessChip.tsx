/** Late days on the lateness scale of spec 1 §9 as a coloured chip: over 60, 31–60, 2–30. */
import { Chip } from '@mui/material';
import { latenessOf } from '../../domain/sales/lateness';

const colours = { severe: 'error', late: 'warning', slight: 'info' } as const;

export function LatenessChip({ days }: { days: number | null }) {
  const level = latenessOf(days);
  if (days === null) return null;
  if (!level) return <span>{days}</span>;
  return <Chip size="small" label={days} color={colours[level]} data-testid={`lateness-${level}`} />;
}
