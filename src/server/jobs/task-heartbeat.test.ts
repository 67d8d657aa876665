/** The staleness rule of running tasks: dead after three missed heartbeats, counted from the last beat or the start. */
import { describe, expect, it } from 'vitest';
import { isStale, missedBeats } from './task-heartbeat';

const now = new Date('2026-01-01T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('a running task is stale', () => {
  it('after three heartbeat intervals without a beat, not before', () => {
    expect(missedBeats).toBe(3);
    expect(isStale({ startedOn: secondsAgo(600), heartbeatOn: secondsAgo(45) }, now, 15)).toBe(false);
    expect(isStale({ startedOn: secondsAgo(600), heartbeatOn: secondsAgo(46) }, now, 15)).toBe(true);
    expect(isStale({ startedOn: secondsAgo(600), heartbeatOn: secondsAgo(2) }, now, 1)).toBe(false);
    expect(isStale({ startedOn: secondsAgo(600), heartbeatOn: secondsAgo(4) }, now, 1)).toBe(true);
  });

  it('counts from its start until its first beat', () => {
    expect(isStale({ startedOn: secondsAgo(30), heartbeatOn: null }, now, 15)).toBe(false);
    expect(isStale({ startedOn: secondsAgo(50), heartbeatOn: null }, now, 15)).toBe(true);
  });

  it('a recent beat keeps a long task alive', () => {
    expect(isStale({ startedOn: secondsAgo(3 * 3600), heartbeatOn: secondsAgo(10) }, now, 15)).toBe(false);
  });
});
