/**
 * Deletes the books refuse on the buying side (spec 2 §6; API.md "Buying side"): a paid
 * invoice, an invoice whose month has acts (the acts are made from it and show its sum), an
 * act sent to the registry. Their texts are catalogue keys (buying-acts-en/ru).
 */
export const buyingMessages = {
  invoicePaid: 'A paid invoice can not be deleted',
  invoiceHasActs: 'The invoice can not be deleted: the acts of its month are made from it',
  actSent: 'An act sent to the registry can not be deleted',
} as const;

export const buyingActsRefusals = {
  'buying.invoicePaid': buyingMessages.invoicePaid,
  'buying.invoiceHasActs': buyingMessages.invoiceHasActs,
  'buying.actSent': buyingMessages.actSent,
} as const;
