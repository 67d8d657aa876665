/** Scheduled jobs: only `defineDailyJob` ones are queued by the timer, as the system, one task at a time; stopping ends the timers. */
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Jobs } from '../server-context';
import { scheduleDailyJobs } from './daily-jobs';
import { defineDailyJob, defineJob } from './job-handlers';

afterEach(() => vi.useRealTimers());

describe('daily jobs', () => {
  it('queue each scheduled job once per period with single flight, and stop', async () => {
    vi.useFakeTimers();
    const queued: Array<{ name: string; data: unknown; options: unknown }> = [];
    const jobs = { enqueue: async (name: string, data: unknown, options: unknown) => (queued.push({ name, data, options }), 'task') } as unknown as Jobs;
    const stop = scheduleDailyJobs(jobs, [defineDailyJob('area.refresh', async () => null), defineJob('area.other', async () => null)], pino({ level: 'silent' }), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(queued).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(queued).toEqual([{ name: 'area.refresh', data: { userId: null }, options: { singleFlight: 'daily' } }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queued).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queued).toHaveLength(2);
  });
});
