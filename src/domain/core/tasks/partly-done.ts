/**
 * A task that did only part of its work: a registry send whose result counts some acts sent and
 * others not (`{sent, failed, errors: [{message}]}`). It ends in SUCCESS, since something was
 * sent, but is never shown as a plain success: the counts and the first reason are said. A send
 * that found nothing waiting (`sent` and `failed` both 0) is said as such, not as "complete".
 */
export interface PartlyDone {
  done: number;
  failed: number;
  reason: string;
}

export function partlyDone(result: unknown): PartlyDone | null {
  if (!result || typeof result !== 'object') return null;
  const { sent, failed, errors } = result as { sent?: unknown; failed?: unknown; errors?: unknown };
  if (typeof failed !== 'number' || failed <= 0) return null;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const reason = first && typeof first === 'object' && 'message' in first ? String((first as { message: unknown }).message) : '';
  return { done: typeof sent === 'number' ? sent : 0, failed, reason };
}

/** The message values of a partly done task (the catalogues' `tasks.partlyDone`). */
export const partlyDoneValues = (partly: PartlyDone): Record<string, string> => ({ done: String(partly.done), failed: String(partly.failed), reason: partly.reason });

/** A send's result that sent nothing because nothing waited (every act already in the registry, or none made). */
export function nothingSent(result: unknown): boolean {
  if (!result || typeof result !== 'object') return false;
  const { sent, failed } = result as { sent?: unknown; failed?: unknown };
  return sent === 0 && failed === 0;
}
