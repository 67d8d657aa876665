/** Refusals of the registry (ERIR) areas: operators and act months. */
import { registryActMessages } from '../registry-acts/registry-act-actions';
import { registryMessages } from './registry-actions';

export const registryRefusals = {
  'registry.noOperatorChosen': registryMessages.noOperatorChosen,
  'registry.registeredElsewhere': registryMessages.registeredElsewhere,
  'registry.operatorUnavailable': '{{reason}}',
  'registryActs.generateWithoutDate': registryActMessages.generateWithoutDate,
  'registryActs.sendWithoutDate': registryActMessages.sendWithoutDate,
} as const;
