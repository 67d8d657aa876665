/**
 * What the inventory's tasks finished with, as notes in the user's language: the check's counts
 * (its result carries the catalogue entry and values) and the enrichment's first line (API.md
 * fixes it as English text: its counts are read back from it).
 */
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { inventoryTaskDetails } from '../../domain/domains/inventory-task-details';

export interface OutcomeNote {
  message: string;
  colour: 'success' | 'warning';
  values: Record<string, string>;
}

const texts = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

export function checkOutcome(result: unknown): OutcomeNote {
  const values = ((result as { values?: Record<string, number> } | null)?.values ?? {}) as Record<string, number>;
  return { message: inventoryMessages.checkDone, colour: 'success', values: texts({ available: values.available ?? 0, notAvailable: values.notAvailable ?? 0, captcha: values.captcha ?? 0 }) };
}

const enrichmentCounts = /Updated: (\d+), failed: (\d+)/;

export function enrichmentOutcome(detail: unknown): OutcomeNote {
  const [, updated = '0', failed = '0'] = enrichmentCounts.exec(String(detail ?? '')) ?? [];
  return { message: inventoryTaskDetails.enrichmentDone, colour: failed === '0' ? 'success' : 'warning', values: { updated, failed } };
}
