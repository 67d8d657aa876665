/**
 * Shared field rules of spec 1 §5. Each returns an error message (an English text that is
 * also the i18n key) or null. Pure: used by the server and the browser.
 */
import type { FieldRule } from '../fields';
import { roundMoney } from '../money';
import { isIpAddressText } from './ip-address';

export const messages = {
  required: 'Required field',
  nonNegativeInteger: 'The value must be a nonnegative integer',
  nonEmptyList: 'At least one item is required',
  email: 'Enter a valid email',
  url: 'Enter a valid URL starting with http:// or https://',
  noLeadingPipe: 'The text must not start with |',
  unsigned: 'The value must be a number not less than 0',
  nonZero: 'The value must be a number greater than 0',
  fullName: 'Only letters, spaces and dashes are allowed',
  domainName: 'Enter a domain name, for example example.com',
  ipAddress: 'An IP address is not a domain name',
  innLegal: 'The tax number must have exactly 10 characters',
  innPerson: 'The tax number must have exactly 12 characters',
  number: 'The value must be a number',
  integer: 'The value must be an integer',
  date: 'Enter a date as YYYY-MM-DD',
  choice: 'Choose one of the offered values',
  invalid: 'Invalid value',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlPattern = /^https?:\/\/\S+$/i;
const fullNamePattern = /^[A-Za-zА-Яа-яЁё\s-]*$/;
const domainPattern = /^(?=.{1,253}$)([a-z0-9а-яё]([a-z0-9а-яё-]{0,61}[a-z0-9а-яё])?\.)+[a-z0-9а-яё-]{2,63}$/i;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A number from a number or from text with a comma or dot decimal separator and spaces. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, '').replace(',', '.');
  if (text === '' || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * The float input of spec 1 §5: dot or comma decimals, an optional minus, other characters
 * stripped, rounded to 2 decimals, null when empty.
 */
export function parseFloatInput(text: string): number | null {
  let cleaned = text.replace(',', '.').replace(/[^0-9.-]/g, '');
  const negative = cleaned.startsWith('-');
  cleaned = cleaned.replace(/-/g, '');
  const [whole, ...rest] = cleaned.split('.');
  cleaned = rest.length ? `${whole}.${rest.join('')}` : whole;
  if (cleaned === '' || cleaned === '.') return null;
  const n = Number(cleaned);
  if (!Number.isFinite(n)) return null;
  return roundMoney(negative ? -n : n);
}

/** Round half away from zero to 2 decimals (DESIGN.md "Money and numbers"): the one money module's. */
export { roundMoney };

const isText = (value: unknown): value is string => typeof value === 'string';

/** Each rule but `nonEmptyList` on a present value: the message, or null when the value passes. */
const presentValueChecks: Record<Exclude<FieldRule, 'nonEmptyList'>, (value: unknown) => string | null> = {
  nonBlankItems: () => null, // a list's blank items are refused item by item as required (validation/entity-schema.ts)
  email: (value) => (isText(value) && emailPattern.test(value.trim()) ? null : messages.email),
  url: (value) => (isText(value) && urlPattern.test(value.trim()) ? null : messages.url),
  noLeadingPipe: (value) => (isText(value) && value.startsWith('|') ? messages.noLeadingPipe : null),
  fullName: (value) => (isText(value) && fullNamePattern.test(value) ? null : messages.fullName),
  domainName: (value) => {
    if (isText(value) && isIpAddressText(value)) return messages.ipAddress;
    return isText(value) && domainPattern.test(value.trim()) ? null : messages.domainName;
  },
  unsigned: (value) => {
    const n = toNumber(value);
    return n !== null && n >= 0 ? null : messages.unsigned;
  },
  nonZero: (value) => {
    const n = toNumber(value);
    return n !== null && n > 0 ? null : messages.nonZero;
  },
  nonNegativeInteger: (value) => {
    const text = typeof value === 'number' ? String(value) : String(value).trim();
    return /^\d+$/.test(text) ? null : messages.nonNegativeInteger;
  },
};

export function checkRule(rule: FieldRule, value: unknown): string | null {
  if (rule === 'nonEmptyList') return Array.isArray(value) && value.length > 0 ? null : messages.nonEmptyList;
  if (isBlank(value)) return null; // every other rule is about present values
  return presentValueChecks[rule](value);
}

/** INN rule: exactly 10 characters for a legal entity, 12 for an entrepreneur or a person. */
export function checkInn(inn: unknown, legalForm: unknown): string | null {
  if (isBlank(inn)) return null;
  const text = String(inn).trim();
  if (legalForm === 'LEGAL') return text.length === 10 ? null : messages.innLegal;
  return text.length === 12 ? null : messages.innPerson;
}
