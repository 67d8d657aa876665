/**
 * The detail an enrichment task finishes with: the API.md text with the counts on the first
 * line, then each refused domain with its reason, the first `named` of them.
 */
import { inventoryTaskDetails } from '../../../domain/domains/inventory-task-details';
import { renderMessage } from '../../../domain/core/refusals/render-message';
import type { EnrichmentSummary } from './enrich-many';

export function enrichmentDetail(summary: EnrichmentSummary, named = 20): string {
  const counts = renderMessage(inventoryTaskDetails.enrichmentDone, { updated: summary.updated, failed: summary.failed }, () => undefined);
  const lines = summary.failures.slice(0, named).map((failure) => renderMessage(inventoryTaskDetails.enrichmentFailure, { domain: failure.domain, reason: failure.reason }, () => undefined));
  const more = summary.failures.length - named;
  return [counts, ...lines, ...(more > 0 ? [`… ${more} more`] : [])].join('\n');
}
