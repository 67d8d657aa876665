/**
 * Fills a catalogue entry the way i18next does: `{{name}}` takes the value, then `$t(key)` takes
 * the entry of another key (a field label, a term). The server renders English `detail` with it.
 */
import { countedText, type CountText, type EntityCounts } from '../rules/used-by';

/** A value is a text, a number, or rows counted by entity (`{order: 12}`: "12 orders"). */
export type MessageValue = string | number | EntityCounts;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** Counts in a language whose catalogue has only the plural forms `_one` and `_other` (English). */
const oneOrOther =
  (lookup: (key: string) => string | undefined): CountText =>
  (key, count) =>
    (lookup(`${key}_${count === 1 ? 'one' : 'other'}`) ?? `{{count}} ${key}`).replace('{{count}}', String(count));

/** The values as text: counted rows written with `count` (the reader's language). */
export function writtenValues(values: MessageValues, count: CountText): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? countedText(value, count) : value]));
}

export function renderMessage(template: string, values: MessageValues, lookup: (key: string) => string | undefined): string {
  const written = writtenValues(values, oneOrOther(lookup));
  const filled = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(written, name) ? String(written[name]) : whole));
  return filled.replace(/\$t\(([^()]+)\)/g, (_, key: string) => lookup(key) ?? key);
}

/** The `{{name}}` variables of a catalogue entry, sorted (en and ru entries must name the same). */
export function messageVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
}
