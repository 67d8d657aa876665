/** Keeps a table header at one Tab stop per column (header-keys.ts) as its cells re-render. */
import { useEffect, type RefObject } from 'react';
import { applyHeaderTabStops, handleHeaderKey } from './header-keys';

export function useHeaderTabStops(headRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const head = headRef.current;
    if (!head) return;
    applyHeaderTabStops(head);
    const observer = new MutationObserver(() => applyHeaderTabStops(head));
    observer.observe(head, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'disabled'] });
    const onKey = (event: KeyboardEvent) => void handleHeaderKey(head, event);
    head.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      head.removeEventListener('keydown', onKey);
    };
  });
}
