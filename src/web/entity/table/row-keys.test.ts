import { describe, expect, it } from 'vitest';
import { movedIndex, rowKeyAction, tabStopIndex } from './row-keys';

describe('row keys', () => {
  it('moves with the arrows, pages, Home and End, and opens with Enter', () => {
    expect(rowKeyAction('ArrowDown')).toEqual({ move: 1 });
    expect(rowKeyAction('ArrowUp')).toEqual({ move: -1 });
    expect(rowKeyAction('End')).toEqual({ move: 'last' });
    expect(rowKeyAction('Enter')).toEqual({ open: true });
    expect(rowKeyAction('a')).toBeNull();
  });
  it('stays inside the page', () => {
    expect(movedIndex(0, -1, 40)).toBe(0);
    expect(movedIndex(39, 1, 40)).toBe(39);
    expect(movedIndex(35, 10, 40)).toBe(39);
    expect(movedIndex(5, 'first', 40)).toBe(0);
    expect(movedIndex(5, 'last', 40)).toBe(39);
  });
  it('keeps the Tab stop on a row that exists', () => {
    expect(tabStopIndex(12, 40)).toBe(12);
    expect(tabStopIndex(12, 3)).toBe(2);
    expect(tabStopIndex(0, 0)).toBe(0);
  });
});
