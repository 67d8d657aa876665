/** The submit shape the login forms share: a busy flag and a guarded, error-catching submit. */
import { useState } from 'react';

/**
 * `submit` does nothing while `valid` is false or a submit is under way; otherwise it runs `run`,
 * hands a failure to `fail`, and keeps `busy` true until it is over.
 */
export function useSubmit(valid: boolean, run: () => Promise<void>, fail: (error: unknown) => void): { busy: boolean; submit: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      await run();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
