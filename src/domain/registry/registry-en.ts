/** English labels of the registry area: sending to ERIR, the state of a send and its messages. */
import { registryMessages } from './registry-actions';
import type { Catalogue } from '../core/i18n/messages';

export const registryEn: Catalogue = {
  'Send to ERIR': 'Send to ERIR',
  VK: 'VK',
  OZON: 'OZON',
  OTM: 'OTM',
  'fields.erirState': 'ERIR state',
  'fields.erirMessages': 'Operator messages',
  'enums.registryState.queued': 'Queued',
  'enums.registryState.sent': 'Sent',
  'enums.registryState.processing': 'Processing',
  'enums.registryState.verified': 'Verified',
  'enums.registryState.rejected': 'Rejected',
  'enums.registryState.failed': 'Failed',
  'LegalEntity sent successfully': 'LegalEntity sent successfully',
  'Contract are sent': 'Contract are sent',
  'Original Contract are sent': 'Original Contract are sent',
  'Platform sent successfully': 'Platform sent successfully',
  'All creatives are sent': 'All creatives are sent',
  'Contract sent successfully': 'Contract sent successfully',
  'Publisher sent successfully': 'Publisher sent successfully',
  'The creative is registered elsewhere: it has a marker but no operator id': 'The creative is registered elsewhere: it has a marker but no operator id',
  "Choose the registry operator: the creative's order has none": "Choose the registry operator: the creative's order has none",
  [registryMessages.otmNotAvailable]: registryMessages.otmNotAvailable,
};
