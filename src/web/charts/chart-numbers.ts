/**
 * Numbers on charts in the user's language (issue 24, API.md "Display"): axis ticks short
 * ("120 тыс.", "1,2 млн", "120K") so that they fit their axis, tooltips in full (money with 2
 * decimals grouped, counts as plain digits), and axes wide enough for their labels.
 */
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { numberLocale } from '../app/locale';
import { formatNumber } from '../entity/format';

const compactFormats = new Map<string, Intl.NumberFormat>();

/** A number short in the user's language: "120 тыс.", "1,2 млн", "120K", "1.2M". */
export function compactNumber(value: number, language: string): string {
  const locale = numberLocale(language);
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(value);
}

export type ChartValueKind = 'money' | 'count';

/** The full text of a chart value: money with 2 decimals, a count as plain digits. */
export function chartValue(value: number | null, kind: ChartValueKind, language: string): string {
  return value === null ? '' : formatNumber(value, kind === 'money' ? 'money' : 'int', language);
}

/** A value axis's formatter: short on its ticks, in full in the tooltip. */
export function valueAxisFormatter(kind: ChartValueKind, language: string) {
  return (value: number, context: AxisValueFormatterContext) =>
    context.location === 'tick' && kind === 'money' ? compactNumber(value, language) : chartValue(value, kind, language);
}

/** A pie's slices labelled with their values, short; slices too thin for a label go without. */
export function pieValueLabels(language: string) {
  return { arcLabel: (item: { value: number }) => compactNumber(item.value, language), arcLabelMinAngle: 20 };
}

/** Room at the end of a horizontal value axis for half of its last tick label. */
export const horizontalValueMargin = { right: 28 };

/** Width of a vertical value axis with short tick labels ("999,9 тыс." at the chart's 12 px font). */
export const valueAxisWidth = 72;

/** Width of a vertical band axis: its longest label at about 7 px a character, within 60–220 px. */
export function bandAxisWidth(labels: readonly string[]): number {
  const longest = labels.reduce((max, label) => Math.max(max, label.length), 0);
  return Math.min(220, Math.max(60, Math.ceil(longest * 7) + 16));
}
