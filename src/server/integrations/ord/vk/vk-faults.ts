/** VK ORD's error body `{error, errors: [{error_code, message, field | query_param | path_param}]}`. */
import { addFieldMessage, pick, type OperatorFault } from '../operator-call';

export function readVkFault(body: unknown): OperatorFault {
  const fieldErrors: Record<string, string[]> = {};
  const general: string[] = [];
  const error = pick(body, 'error');
  const errors = pick(body, 'errors');
  for (const item of Array.isArray(errors) ? errors : []) {
    const message = typeof item?.message === 'string' ? item.message : typeof item?.error_code === 'string' ? item.error_code : null;
    if (!message) continue;
    const where = [item.field, item.query_param, item.path_param].find((v): v is string => typeof v === 'string' && v !== '');
    if (where) addFieldMessage(fieldErrors, where, message);
    else general.push(message);
  }
  const head = typeof error === 'string' && error.trim() ? error.trim() : typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : null;
  const fields = Object.entries(fieldErrors).map(([field, messages]) => `${field}: ${messages.join('; ')}`);
  const message = [head, ...general, ...fields].filter(Boolean).join('; ');
  return { message: message || null, fieldErrors };
}
