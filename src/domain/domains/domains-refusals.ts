/** Refusals of the domain inventory (their Russian comes from domains-inventory-ru.ts). */
import { inventoryMessages } from './domains-messages';

export const domainsRefusals = {
  'domains.notXlsx': inventoryMessages.notXlsx,
  'domains.unreadable': inventoryMessages.unreadable,
  'domains.noFile': inventoryMessages.noFile,
  'domains.customEmpty': inventoryMessages.customEmpty,
} as const;
