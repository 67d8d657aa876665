/**
 * The summary line of the publisher and DSP acts tables (spec 2 §2.2, §2.3): count, sum with
 * VAT, items sum, items percent (items sum of the sum) and, for publisher acts, invoice sum,
 * over every act the filter matches (the list's `count` and `total`).
 */
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { formatNumber } from '../entity/format';

interface Props {
  total: Record<string, unknown>;
  count: number;
  /** The money totals shown after the count, by field name (`sum`, `itemsSum`, `invoiceSum`). */
  fields: readonly string[];
}

/** Σ items as a percent of Σ sum (null without a sum). */
export function itemsPercent(total: Record<string, unknown>): number | null {
  const sum = new Decimal(String(total.sum ?? 0));
  if (sum.isZero()) return null;
  return new Decimal(String(total.itemsSum ?? 0)).times(100).dividedBy(sum).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

export function ActsSummary({ total, count, fields }: Props) {
  const { t, i18n } = useTranslation();
  const money = (value: unknown) => formatNumber(Number(value ?? 0), 'money', i18n.language);
  const percent = itemsPercent(total);
  const parts: Array<[string, string, string]> = [
    ['count', t('Count'), String(count)],
    ...fields.map((name): [string, string, string] => [name, t(name === 'sum' ? 'fields.sumWithNds' : `fields.${name}`), money(total[name])]),
    ['itemsPercent', t('fields.itemsPercent'), percent === null ? '—' : formatNumber(percent, 'decimal', i18n.language)],
  ];
  return (
    <Stack direction="row" spacing={2} data-testid="acts-summary">
      {parts.map(([name, label, value]) => (
        <Typography key={name} variant="body2" component="span" data-testid={`summary-${name}`}>
          {label}: <b>{value}</b>
        </Typography>
      ))}
    </Stack>
  );
}
