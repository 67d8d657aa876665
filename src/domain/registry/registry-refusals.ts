/** Refusals of the registry (ERIR) areas: operators and act months. */
import { registryActMessages } from '../registry-acts/registry-act-actions';
import { registryMessages } from './registry-actions';

export const registryRefusals = {
  'registry.noOperatorChosen': registryMessages.noOperatorChosen,
  'registry.registeredElsewhere': registryMessages.registeredElsewhere,
  'registry.operatorUnavailable': '{{reason}}',
  // the coded reasons of an operator that cannot be sent to (server/registry/operator-problem.ts)
  'registry.otmNotAvailable': registryMessages.otmNotAvailable,
  'registry.operatorNotConfigured': 'The {{api}} ORD operator is not configured: set {{token}} (and {{url}} if not the default)',
  'registry.operatorRefusedKey': 'The {{api}} ORD operator refused the key ({{status}}): check {{token}} and {{url}}',
  'registry.operatorNotChosen': 'not chosen',
  'registryActs.generateWithoutDate': registryActMessages.generateWithoutDate,
  'registryActs.sendWithoutDate': registryActMessages.sendWithoutDate,
  // why a send task failed: what the send plan refuses before sending, and the month's summary
  'registry.contractWithoutLegalEntity': "The publisher's contract has no legal entity",
  'registry.dspWithoutLegalEntity': 'The DSP has no legal entity',
  'registry.fileNotStored': "The creative's file {{id}} is no longer stored: remove it from the creative or upload it again",
  'registry.fileNotUploaded': "The creative's file {{id}} is not uploaded to {{api}}",
  'registry.noPlatform': "No registered platform for the order's site {{site}}: add its domain to the platforms",
  'registry.noPlatformWithoutSite': "No registered platform for the order's site (none): add its domain to the platforms",
  'registryActs.withoutContract': registryActMessages.withoutContract,
  'registryActs.notSent': '{{failed}} acts not sent: {{reason}}',
  'registryActs.statisticsNotSent': '{{reason}} ({{failed}} rows not sent)',
} as const;
