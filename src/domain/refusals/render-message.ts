/**
 * Fills a catalogue entry the way i18next does: `{{name}}` takes the value, then `$t(key)` takes
 * the entry of another key (a field label, a term). The server renders English `detail` with it.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

export function renderMessage(template: string, values: MessageValues, lookup: (key: string) => string | undefined): string {
  const filled = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
  return filled.replace(/\$t\(([^()]+)\)/g, (_, key: string) => lookup(key) ?? key);
}

/** The `{{name}}` variables of a catalogue entry, sorted (en and ru entries must name the same). */
export function messageVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
}
