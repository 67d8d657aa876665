/** Issue "Month close" #5: a send that sent some acts and not others is never a plain success. */
import { describe, expect, it, vi } from 'vitest';
import { runCall } from './run-action';

describe('runCall', () => {
  it('says how many were sent and not sent, and why, instead of the success note', async () => {
    const notify = vi.fn();
    const result = { detail: 'DSP Acts sending complete', sent: 1, failed: 2, errors: [{ act: 7, number: 'DA-7', message: 'VK: the contract is not registered' }] };
    expect(await runCall(async () => result, { success: 'DSP Acts sending complete' }, { notify })).toBe(true);
    expect(notify.mock.calls).toEqual([['tasks.partlyDone', 'error', { done: '1', failed: '2', reason: 'VK: the contract is not registered' }]]);
  });

  it('keeps the success note when nothing failed', async () => {
    const notify = vi.fn();
    await runCall(async () => ({ sent: 3, failed: 0, errors: [] }), { success: 'DSP Acts sending complete' }, { notify });
    expect(notify.mock.calls).toEqual([['DSP Acts sending complete', 'success']]);
  });

  it('says that nothing waited instead of "complete" when a send had nothing to send', async () => {
    const notify = vi.fn();
    await runCall(async () => ({ detail: 'Publisher Acts sending complete', sent: 0, failed: 0, errors: [] }), { success: 'Publisher Acts sending complete' }, { notify });
    expect(notify.mock.calls).toEqual([['tasks.nothingSent', 'primary']]);
  });
});
