/** Refusals of the creatives area. */
import { creativeMessages } from './creative-validation';

export const creativesRefusals = {
  'creatives.checkFlagLocked': creativeMessages.checkFlagLocked,
  'creatives.cloneNeedsTarget': creativeMessages.cloneNeedsTarget,
  'creatives.orderHasNoCreatives': creativeMessages.orderHasNoCreatives,
  'creatives.chooseMarkerOrOrder': creativeMessages.chooseMarkerOrOrder,
} as const;
