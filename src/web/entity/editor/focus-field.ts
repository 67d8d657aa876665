/** Bring a form field into view and put the cursor in it (the first invalid field after a failed save). */

const focusable = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"], button:not([disabled])';

export function fieldElement(root: ParentNode, name: string): HTMLElement | null {
  // Field names are identifiers (letters and digits): safe inside the attribute selector as they are.
  return root.querySelector<HTMLElement>(`[data-testid="field-${name}"]`);
}

/** True when the field is on the page and took the focus. */
export function focusField(root: ParentNode, name: string): boolean {
  const box = fieldElement(root, name);
  if (!box) return false;
  box.scrollIntoView?.({ block: 'center' });
  const input = box.querySelector<HTMLElement>(focusable);
  input?.focus({ preventScroll: true });
  return true;
}

/** The first of `names` (in form order) that has an error. */
export function firstInvalid(names: readonly string[], errors: Record<string, unknown>): string | undefined {
  return names.find((name) => errors[name]);
}
