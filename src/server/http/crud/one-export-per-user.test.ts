/** One export at a time per user: the next of the same user waits for the one running, whatever its end; another user's does not. */
import { describe, expect, it } from 'vitest';
import { oneExportPerUser } from './one-export-per-user';

function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a user\'s exports', () => {
  it('run one after another in order of arrival; another user\'s runs at once', async () => {
    const exporting = oneExportPerUser();
    const started: string[] = [];
    const first = gate();
    const second = gate();
    const a = exporting(1, async () => (started.push('1a'), await first.promise, 'a'));
    const b = exporting(1, async () => (started.push('1b'), await second.promise, 'b'));
    const c = exporting(1, async () => (started.push('1c'), 'c'));
    const other = exporting(2, async () => (started.push('2'), 'other'));
    await turn();
    expect(started).toEqual(['1a', '2']);
    expect(await other).toBe('other');
    first.open();
    await turn();
    expect(started).toEqual(['1a', '2', '1b']);
    second.open();
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['1a', '2', '1b', '1c']);
  });

  it('a failed export answers its error and frees the turn', async () => {
    const exporting = oneExportPerUser();
    const first = gate();
    const failing = exporting(1, () => first.promise);
    const next = exporting(1, async () => 'next');
    first.fail(new Error('too many rows'));
    await expect(failing).rejects.toThrow('too many rows');
    expect(await next).toBe('next');
  });
});
