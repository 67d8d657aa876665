/**
 * The signal of one check attempt: aborted by its own deadline or by the caller's signal,
 * whichever comes first; `dispose` clears the timer and the listener, so thousands of attempts
 * under one long-lived caller signal leave nothing behind.
 */
export interface AttemptDeadline {
  signal: AbortSignal;
  timedOut: () => boolean;
  dispose: () => void;
}

export function attemptDeadline(outer: AbortSignal, ms: number): AttemptDeadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(outer.reason);
  if (outer.aborted) onAbort();
  else outer.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose: () => {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    },
  };
}
