/** Refusals of the documents area: what must hold before order documents are made. */
import { documentMessages } from './document-types';

export const documentsRefusals = {
  'documents.unknownOrders': 'Orders not found: {{ids}}',
  'documents.noLegalEntity': 'Order {{number}} has no legal entity',
  'documents.collationOneParty': documentMessages.collationOneParty,
  'documents.polishNeedsPln': 'Polish documents are made for PLN orders: order {{number}} is not in PLN',
  'documents.russianNotForPln': 'Order {{number}} is in PLN: choose a Polish invoice or factura',
  'documents.noProducts': 'Order {{number}} has no products',
  'documents.unsigned': 'The billing organisation {{organisation}} has no signature or stamp image',
  'documents.noOrders': documentMessages.noOrders,
  'documents.imagesUnreadable': 'The signature or stamp image of {{organisation}} cannot be read',
  'documents.ordersDeleted': 'Some of the orders were deleted',
} as const;
