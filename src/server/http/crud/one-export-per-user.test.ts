/** One export at a time per user: the next of the same user waits until the running one frees its turn; another user's does not. */
import { describe, expect, it } from 'vitest';
import { oneExportPerUser } from './one-export-per-user';

const turn = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a user\'s exports', () => {
  it('run one after another in order of arrival; another user\'s runs at once', async () => {
    const exporting = oneExportPerUser();
    const started: string[] = [];
    const taken = ['1a', '1b', '1c', '2'].map((name) => exporting(name === '2' ? 2 : 1).then((release) => (started.push(name), release)));
    await turn();
    expect(started).toEqual(['1a', '2']);
    (await taken[0])();
    await turn();
    expect(started).toEqual(['1a', '2', '1b']);
    (await taken[1])();
    await turn();
    expect(started).toEqual(['1a', '2', '1b', '1c']);
  });

  it('a turn freed twice frees only its own; after the last, the user starts at once', async () => {
    const exporting = oneExportPerUser();
    const first = await exporting(1);
    const second = exporting(1);
    let thirdStarted = false;
    const third = exporting(1).then((release) => ((thirdStarted = true), release));
    first();
    first();
    await turn();
    expect(thirdStarted).toBe(false);
    (await second)();
    (await third)();
    let started = false;
    void exporting(1).then(() => (started = true));
    await turn();
    expect(started).toBe(true);
  });
});
