/**
 * A reason inside another message (`registry.operatorUnavailable`'s, "N acts not sent: <reason>")
 * kept in the reader's language: beside the English `reason` the values carry `reasonCodes`, the
 * reason's parts as JSON (each a code and its values, or an outside service's own text, with an
 * optional label such as the operator), so the browser writes each part from its code and joins
 * them as the server joined the English ones ("VK: …; OZON: …"). Values stay flat (API.md "Values").
 */
import type { MessageValues } from './render-message';
import { Refusal } from './refusal';
import type { RefusalCode } from './refusal-codes';

export interface ReasonPart {
  /** What the part is about, shown before it ("VK"). */
  label?: string;
  code?: RefusalCode;
  values?: MessageValues;
  /** The part in English (its code's entry filled in, or a text without code). */
  text: string;
}

/** A part from a code and values: its English text is the code's entry. */
export function codedPart(code: RefusalCode, values: MessageValues = {}, label?: string): ReasonPart {
  return { ...(label ? { label } : {}), code, values, text: new Refusal('invalid', code, values).detail };
}

const joined = (parts: readonly ReasonPart[], text: (part: ReasonPart) => string) => parts.map((part) => `${part.label ? `${part.label}: ` : ''}${text(part)}`).join('; ');

/** The values naming a reason of these parts: the English `reason` and the parts' codes. */
export function reasonValues(parts: readonly ReasonPart[]): { reason: string; reasonCodes?: string } {
  const reason = joined(parts, (part) => part.text);
  return parts.some((part) => part.code) ? { reason, reasonCodes: JSON.stringify(parts) } : { reason };
}

/** The parts an error gives as a reason: those it carries, its own code, or its text. */
export function reasonPartsOf(error: unknown, label?: string): ReasonPart[] {
  const labelled = (parts: ReasonPart[]) => (label ? parts.map((part) => ({ ...part, label: part.label ? `${label}: ${part.label}` : label })) : parts);
  if (error instanceof Refusal) {
    const carried = partsOfValues(error.values);
    return labelled(carried ?? [{ code: error.code, values: error.values, text: error.detail }]);
  }
  return labelled([{ text: error instanceof Error ? error.message : String(error) }]);
}

/** The parts of values written by reasonValues, or null. */
export function partsOfValues(values: Readonly<Record<string, unknown>>): ReasonPart[] | null {
  if (typeof values.reasonCodes !== 'string') return null;
  try {
    const parts: unknown = JSON.parse(values.reasonCodes);
    return Array.isArray(parts) ? (parts as ReasonPart[]) : null;
  } catch {
    return null;
  }
}

/**
 * The reason of these values written part by part with `write` (the reader's language; null for a
 * code it does not know: the part's English text), or null when the values carry no parts.
 */
export function writtenReason(values: Readonly<Record<string, unknown>>, write: (code: string, values: MessageValues) => string | null): string | null {
  const parts = partsOfValues(values);
  return parts ? joined(parts, (part) => (part.code ? (write(part.code, part.values ?? {}) ?? part.text) : part.text)) : null;
}
