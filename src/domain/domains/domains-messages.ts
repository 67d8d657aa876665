/**
 * The English texts of the domain inventory's actions (API.md "Domain inventory"; spec 2 §8):
 * success details, the batch upload's answer and row refusals, the custom list's refusals.
 */
export const inventoryMessages = {
  checkRunning: 'Check are running, wait.',
  /** "To domain" on a platform whose domain already existed (the 200 answer's detail). */
  connectExists: 'The domain {{domain}} already existed',
  refreshed: 'Refresh from CH completed!',
  pinged: 'Ping completed!',
  wholeInventoryRole: 'Only an admin or a manager may run this for the whole inventory',
  confirmPingAll: 'Check the availability of every inventory domain?',
  confirmGoogle: 'Replace the Google Sheet with the whole inventory?',
  confirmEnrichAll: 'Ask the language model about every domain lacking this enrichment?',
  checkDone: 'Check completed! Available: {{available}}, not available: {{notAvailable}}, captcha: {{captcha}}',
  checkProgress: 'Checked {{checked}} of {{total}}',
  noPrompt: 'There is no {{type}} prompt: add one under Prompts',
  notInInventory: '{{domain}} is not in the inventory',
  batchDone: '{{added}} added, {{updated}} updated',
  batchRow: 'Row {{row}}: {{reason}}',
  unknownTheme: 'unknown theme "{{value}}"',
  unknownContent: 'unknown content type "{{value}}"',
  unknownFormat: 'unknown format "{{value}}"',
  hostsDiffer: 'the domain {{domain}} and the platform {{platform}} are different sites',
  notXlsx: 'File must be .xlsx',
  unreadable: 'The file is not a readable .xlsx workbook',
  noFile: 'Attach the .xlsx file',
  customEmpty: 'Enter at least one domain',
  customNotInInventory: 'Not in the inventory',
} as const;
