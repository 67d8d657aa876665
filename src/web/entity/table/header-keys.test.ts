import { describe, expect, it } from 'vitest';
import { applyHeaderTabStops, handleHeaderKey, headerKeyAction } from './header-keys';

function header(): HTMLElement {
  const head = document.createElement('thead');
  head.innerHTML = `<tr>
    <th id="select"><input type="checkbox" aria-label="all"></th>
    <th id="number"><span class="MuiTableSortLabel-root" role="button" tabindex="0">Number</span>
      <div role="combobox" tabindex="0">=</div><input aria-label="Filter Number"></th>
    <th id="name"><span class="MuiTableSortLabel-root" role="button" tabindex="0">Name</span><input aria-label="Filter Name"><button>x</button></th>
    <th id="actions"></th>
  </tr>`;
  document.body.replaceChildren(head);
  return head;
}

const key = (target: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('header tab stops', () => {
  it('makes each header cell with controls one stop and takes its controls out of the Tab order', () => {
    const head = header();
    applyHeaderTabStops(head);
    expect([...head.querySelectorAll('[tabindex="0"]')].map((el) => el.id)).toEqual(['select', 'number', 'name']);
    expect(head.querySelector('#actions')!.hasAttribute('tabindex')).toBe(false);
    for (const control of head.querySelectorAll('th *')) {
      if (control.matches('input, button, [role]')) expect(control.getAttribute('tabindex'), control.outerHTML).toBe('-1');
    }
  });

  it('sorts with Enter, enters the filter with ArrowDown, comes back with Escape, moves with the side arrows', () => {
    const head = header();
    applyHeaderTabStops(head);
    const number = head.querySelector<HTMLElement>('#number')!;
    let sorted = 0;
    number.querySelector('.MuiTableSortLabel-root')!.addEventListener('click', () => (sorted += 1));
    expect(handleHeaderKey(head, key(number, 'Enter'))).toBe(true);
    expect(sorted).toBe(1);
    expect(handleHeaderKey(head, key(number, 'ArrowDown'))).toBe(true);
    expect(document.activeElement).toBe(number.querySelector('[role="combobox"]'));
    expect(handleHeaderKey(head, key(document.activeElement!, 'Escape'))).toBe(true);
    expect(document.activeElement).toBe(number);
    expect(handleHeaderKey(head, key(number, 'ArrowRight'))).toBe(true);
    expect(document.activeElement!.id).toBe('name');
    expect(handleHeaderKey(head, key(document.activeElement!, 'ArrowRight'))).toBe(false);
    // The selection box is toggled by Space on its header.
    const select = head.querySelector<HTMLElement>('#select')!;
    handleHeaderKey(head, key(select, ' '));
    expect(select.querySelector('input')!.checked).toBe(true);
    // Keys typed inside a filter stay the filter's.
    expect(handleHeaderKey(head, key(number.querySelector('input')!, 'ArrowDown'))).toBe(false);
  });

  it('maps keys to actions', () => {
    expect(headerKeyAction('F2', true)).toBe('enter');
    expect(headerKeyAction('a', true)).toBeNull();
    expect(headerKeyAction('Enter', false)).toBeNull();
  });
});
