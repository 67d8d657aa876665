/** Refusals of the DSP side: invoice generation and the DSP spreadsheet upload (API.md "Buying side"). */
export const dspsRefusals = {
  'dsps.generateWithoutDate': 'Cannot generate Invoices without specified date',
  'dsps.dspInfoHeader': 'The first row must be: dsp_id, date, marker, impressions, budget',
} as const;
