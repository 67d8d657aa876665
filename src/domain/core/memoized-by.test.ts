import { describe, expect, it } from 'vitest';
import { memoizedBy } from './memoized-by';

describe('memoizedBy', () => {
  it('builds once per object, each object its own value, an undefined value included', () => {
    let builds = 0;
    const lengthOf = memoizedBy((list: unknown[]) => {
      builds++;
      return list.length ? list.length : undefined;
    });
    const a = [1, 2];
    const empty: unknown[] = [];
    expect([lengthOf(a), lengthOf(a), lengthOf(empty), lengthOf(empty)]).toEqual([2, 2, undefined, undefined]);
    expect(builds).toBe(2);
  });
});
