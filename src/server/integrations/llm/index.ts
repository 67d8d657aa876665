export { readLlmConfig, LLM_DEFAULT_MODEL, LLM_DEFAULT_URL, type LlmConfig } from './llm-config';
export { enrichDomain, fillPrompt, type EnrichDomainInput, type EnrichmentPrompt, type LlmCallOptions } from './enrich-domain';
export { enrichMany, type EnrichManyInput, type EnrichManyOptions, type EnrichmentFailure, type EnrichmentSummary } from './enrich-many';
export { enrichmentDetail } from './enrichment-detail';
export { RefusedAnswer } from './refused-answer';
