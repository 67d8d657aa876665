/**
 * Refusals of the domain inventory's outside services (spec 2 §2.5, API.md "Domain inventory"):
 * the Google Sheets export and the language-model enrichment. The `llm.answer.*` entries are the
 * reasons one domain's answer is refused; they name the domain in the task's detail.
 */
export const inventoryServicesRefusals = {
  'google.notConfigured': 'Export to Google is not configured: set {{variables}}',
  'google.badKey': 'GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key: {{reason}}',
  'google.signInFailed': 'Google refused the service account sign-in at {{url}}: {{reason}}',
  'google.failed': 'Google Sheets failed: {{reason}}',
  'llm.notConfigured': 'The language model is not configured: set LLM_API_KEY (and LLM_URL, LLM_MODEL if not the defaults)',
  'llm.failed': 'The language model at {{url}} failed: {{reason}}',
  'llm.answer.empty': 'the answer is empty',
  'llm.answer.truncated': 'the answer was cut off at the length limit',
  'llm.answer.notJson': 'the answer is not JSON',
  'llm.answer.schema': 'the answer breaks the schema: {{reason}}',
  'llm.answer.rejected': 'the language model refused the request: {{reason}}',
} as const;

export type InventoryServicesRefusal = keyof typeof inventoryServicesRefusals;
