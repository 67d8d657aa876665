/** A value that follows its source after a quiet period (search debounce 420 ms, spec 1 §9). */
import { useEffect, useRef } from 'react';

export const searchDebounceMs = 420;

/** Calls `commit` with the latest value once it has not changed for `ms`. */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, ms = searchDebounceMs, enabled = true): void {
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const first = useRef(true);
  useEffect(() => {
    if (first.current || !enabled) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => commitRef.current(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, enabled]);
}
