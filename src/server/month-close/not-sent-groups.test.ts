import { describe, expect, it } from 'vitest';
import type { TaskRow } from '../jobs/task-list';
import { notSentGroups } from './not-sent-groups';

const run = (state: TaskRow['state'], detail: unknown, code: string | null = null, values: Record<string, unknown> = {}): TaskRow => ({
  id: 't',
  name: 'publisherActs.send',
  state,
  detail,
  code,
  values,
  startedBy: 1,
  startedByName: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  finishedAt: null,
  fileId: null,
});

describe('the acts not sent, grouped by reason', () => {
  it('groups a partial send’s refusals by message, most first, the rest as not sent yet', () => {
    const sent = run('SUCCESS', { sent: 2, failed: 3, errors: [{ act: 1, message: 'No contract' }, { act: 2, message: 'Refused: INN' }, { act: 3, message: 'No contract' }] });
    expect(notSentGroups(sent, 5)).toEqual([
      { reason: 'No contract', code: null, values: {}, count: 2 },
      { reason: 'Refused: INN', code: null, values: {}, count: 1 },
      { reason: null, code: null, values: {}, count: 2 },
    ]);
  });

  it('reads a send that sent nothing from its failure, never counting more acts than are left', () => {
    const failed = run('FAILURE', '7 acts not sent: VK: not configured', 'registryActs.notSent', { failed: 7, reason: 'VK: not configured' });
    expect(notSentGroups(failed, 7)).toEqual([{ reason: 'VK: not configured', code: null, values: { failed: 7, reason: 'VK: not configured' }, count: 7 }]);
    expect(notSentGroups(failed, 3)).toEqual([{ reason: 'VK: not configured', code: null, values: { failed: 7, reason: 'VK: not configured' }, count: 3 }]);
    const crashed = run('FAILURE', 'Task timed out', 'tasks.timedOut', { ms: 1000 });
    expect(notSentGroups(crashed, 2)).toEqual([{ reason: 'Task timed out', code: 'tasks.timedOut', values: { ms: 1000 }, count: 2 }]);
  });

  it('has no reason before any send, or while one runs; nothing when every act is registered', () => {
    expect(notSentGroups(null, 4)).toEqual([{ reason: null, code: null, values: {}, count: 4 }]);
    expect(notSentGroups(run('STARTED', null), 1)).toEqual([{ reason: null, code: null, values: {}, count: 1 }]);
    expect(notSentGroups(null, 0)).toEqual([]);
  });
});
