/** Refusals of the publisher side: the non-media spreadsheet upload (API.md "Buying side"). */
export const publishersRefusals = {
  'publishers.notXlsx': 'File must be .xlsx',
  'publishers.noFile': 'Choose a file to upload',
  'publishers.nonMediaHeader': 'The first row must be: nonmedia_id, date, impressions, amount',
  'publishers.generateInvoicesWithoutDate': 'Cannot generate Invoices without specified date',
  'publishers.invoiceNotFound': 'Invoice {{id}} not found',
} as const;
