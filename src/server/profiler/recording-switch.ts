/**
 * Whether the profiler records every request: a super admin switches it on for a while
 * (`profiler_state.recording_until`, one row shared by every API process). Each process reads
 * the row at most every few seconds, so a switch reaches the other processes within that time.
 */
import type { Database } from '../db/connection';

const rereadAfterMs = 3000;

export interface RecordingSwitch {
  /** Until when every request is recorded (null: only slow ones). */
  until(): Promise<Date | null>;
  isRecordingAll(): Promise<boolean>;
  set(until: Date | null): Promise<void>;
}

export function createRecordingSwitch(database: Database): RecordingSwitch {
  let known: { until: Date | null; readAt: number } | null = null;

  async function read(): Promise<Date | null> {
    const { rows } = await database.query('select recording_until as "until" from profiler_state where id = 1', []);
    const value = rows[0]?.until;
    return value ? new Date(String(value instanceof Date ? value.toISOString() : value)) : null;
  }

  async function until(): Promise<Date | null> {
    if (!known || Date.now() - known.readAt > rereadAfterMs) known = { until: await read(), readAt: Date.now() };
    return known.until;
  }

  return {
    until,
    async isRecordingAll() {
      const value = await until();
      return !!value && value.getTime() > Date.now();
    },
    async set(value) {
      await database.query(
        `insert into profiler_state (id, recording_until) values (1, $1)
         on conflict (id) do update set recording_until = excluded.recording_until`,
        [value ? value.toISOString() : null],
      );
      known = { until: value, readAt: Date.now() };
    },
  };
}
