/** Refusals of the publisher side: the non-media spreadsheet upload (API.md "Buying side"). */
export const publishersRefusals = {
  'publishers.notXlsx': 'File must be .xlsx',
  'publishers.noFile': 'Choose a file to upload',
  'publishers.nonMediaHeader': 'The first row must be: nonmedia_id, date, impressions, amount',
} as const;
