/** Refusals of the registry (ERIR) areas: operators and act months. */
import { registryActMessages } from '../actions/registry-act-actions';
import { registryMessages } from '../actions/registry-actions';

export const registryRefusals = {
  'registry.noOperatorChosen': registryMessages.noOperatorChosen,
  'registry.registeredElsewhere': registryMessages.registeredElsewhere,
  'registry.operatorUnavailable': '{{reason}}',
  'registryActs.generateWithoutDate': registryActMessages.generateWithoutDate,
  'registryActs.sendWithoutDate': registryActMessages.sendWithoutDate,
} as const;
