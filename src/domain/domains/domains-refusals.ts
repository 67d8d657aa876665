/** Every refusal code of the domains area, gathered for the registry and the manifest. */
import { domainCheckRefusals } from './domain-check-refusals';
import { inventoryMessages } from './domains-messages';
import { inventoryServicesRefusals } from './inventory-services-refusals';

export const domainsRefusals = {
  ...domainCheckRefusals,
  ...inventoryServicesRefusals,
  'domains.notXlsx': inventoryMessages.notXlsx,
  'domains.unreadable': inventoryMessages.unreadable,
  'domains.batchHeader': "The first row must name the template's columns: domain, platform, theme, format, content type, owner, tags, comment",
  'domains.noFile': inventoryMessages.noFile,
  'domains.customEmpty': inventoryMessages.customEmpty,
  'domains.noPrompt': inventoryMessages.noPrompt,
  'domains.notInInventory': inventoryMessages.notInInventory,
  'domains.wholeInventoryRole': inventoryMessages.wholeInventoryRole,
} as const;
