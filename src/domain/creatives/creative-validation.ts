/**
 * The cross-field rules of a creative (spec 1 §5 "Creative"). The rules of single fields (each
 * DSP identifier and target URL, at least one KKTU, .zip files, "Other" not on create) are
 * declared on the fields; these depend on several. Pure: server and editor alike.
 */
import type { FieldErrors } from '../core/entity';
import { isBlank, messages } from '../core/rules/field-rules';

export const creativeMessages = {
  erirIdIsMarker: 'ID Креатива не может совпадать с маркером!',
  chooseMarkerOrOrder: 'Выберите маркер или заказ',
  cloneNeedsTarget: 'Choose a target order or the creatives to clone',
  noCreativeWithMarker: 'No creative with this marker',
  orderHasNoCreatives: 'The order has no creatives',
  checkFlagLocked: 'The check flag can be changed only in the current report month before statistics arrive',
  statisticExists: 'Statistics of this creative in this order already exist',
};

/** Distribution forms whose ad is text: they need the text (spec 1 §5). */
export const textForms: readonly string[] = ['TextBlock', 'TextGraphicBlock'];

export interface CreativeFacts {
  marker?: string | null;
  erirId?: string | null;
  ordId?: string | null;
  isForeign?: boolean | null;
  typeAdCompany?: string | null;
  distributionForm?: string | null;
  text?: string | null;
}

/**
 * A creative is registered once the registry knows it: it has its marker (the registry issues
 * it, or it was registered elsewhere and typed in) or the operator's id.
 */
export function isRegistered(creative: CreativeFacts): boolean {
  return !isBlank(creative.marker) || !isBlank(creative.ordId);
}

/**
 * Registered elsewhere: it has a marker but no operator id of ours, so another operator holds it.
 * Sending it would register it twice; our acts and statistics leave it out.
 */
export function registeredElsewhere(creative: CreativeFacts): boolean {
  return !isBlank(creative.marker) && isBlank(creative.ordId);
}

export function creativeErrors(creative: CreativeFacts): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!creative.isForeign) {
    if (isRegistered(creative)) {
      if (isBlank(creative.erirId)) add('erirId', messages.required);
      else if (!isBlank(creative.marker) && creative.erirId!.trim() === creative.marker!.trim()) add('erirId', creativeMessages.erirIdIsMarker);
    }
    if (isBlank(creative.typeAdCompany)) add('typeAdCompany', messages.required);
    if (isBlank(creative.distributionForm)) add('distributionForm', messages.required);
  }
  if (textForms.includes(creative.distributionForm ?? '') && isBlank(creative.text)) add('text', messages.required);
  return errors;
}
