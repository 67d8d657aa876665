/**
 * Keyboard in the table header (issue 24): one Tab stop per column header. The header cell
 * itself takes the stop and the controls inside it (the sort label, the filter's operator and
 * value, a picker's buttons) leave the Tab order; from the header cell, Enter or Space sorts
 * (or, without sorting, goes into the filter), ArrowDown or F2 goes into the filter, ArrowLeft
 * and ArrowRight move to the neighbouring headers; Escape inside the filter comes back.
 */

/** What can take the focus inside a header cell. */
const controlSelector = 'button, input, select, textarea, a[href], [tabindex], [role="button"], [role="combobox"]';
const sortSelector = '.MuiTableSortLabel-root';

function controlsOf(cell: HTMLElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(controlSelector)].filter((el) => !(el as HTMLButtonElement).disabled);
}

/** Makes every header cell with controls the one Tab stop of its column (writes only what differs). */
export function applyHeaderTabStops(head: HTMLElement): void {
  for (const cell of head.querySelectorAll<HTMLElement>('th')) {
    const controls = controlsOf(cell);
    if (!controls.length) {
      if (cell.hasAttribute('tabindex')) cell.removeAttribute('tabindex');
      continue;
    }
    if (cell.getAttribute('tabindex') !== '0') cell.setAttribute('tabindex', '0');
    for (const control of controls) if (control.getAttribute('tabindex') !== '-1') control.setAttribute('tabindex', '-1');
  }
}

export type HeaderKeyAction = 'sort' | 'enter' | 'previous' | 'next' | 'back' | null;

/** What a key does: on the header cell itself (`onCell`) or inside one of its controls. */
export function headerKeyAction(key: string, onCell: boolean): HeaderKeyAction {
  if (!onCell) return key === 'Escape' ? 'back' : null;
  switch (key) {
    case 'Enter':
    case ' ':
      return 'sort';
    case 'ArrowDown':
    case 'F2':
      return 'enter';
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    default:
      return null;
  }
}

/** Carries out a key pressed in the header; true when it was the header's. */
export function handleHeaderKey(head: HTMLElement, event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const cell = target.closest('th');
  if (!cell || !head.contains(cell)) return false;
  const action = headerKeyAction(event.key, target === cell);
  if (!action) return false;
  const stops = [...head.querySelectorAll<HTMLElement>('th[tabindex="0"]')];
  const controls = controlsOf(cell);
  const sort = cell.querySelector<HTMLElement>(sortSelector);
  const filterControls = controls.filter((el) => !sort?.contains(el) && el !== sort);
  switch (action) {
    case 'sort':
      if (sort) sort.click();
      else if (controls[0]?.matches('input[type="checkbox"]')) controls[0].click();
      else controls[0]?.focus();
      break;
    case 'enter':
      if (!filterControls.length) return false;
      filterControls[0].focus();
      break;
    case 'previous':
    case 'next': {
      const to = stops[stops.indexOf(cell) + (action === 'next' ? 1 : -1)];
      if (!to) return false;
      to.focus();
      break;
    }
    case 'back':
      cell.focus();
      break;
  }
  event.preventDefault();
  return true;
}
