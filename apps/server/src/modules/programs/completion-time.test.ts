import { describe, expect, it } from 'vitest';
import { completionTime, OFFLINE_COMPLETION_MAX_AGE_MS } from './progress.service.ts';

const now = new Date('2026-11-20T12:00:00Z');
const HOUR = 60 * 60 * 1000;

/** When a session done offline counts: the day it was done, within a week; otherwise now. */
describe('the time a completion counts for', () => {
  it('is now when the device sends no time', () => {
    expect(completionTime(undefined, now)).toEqual(now);
  });

  it('is the time the device sends, from a moment ago to exactly a week ago', () => {
    const anHourAgo = new Date(now.getTime() - HOUR);
    expect(completionTime(anHourAgo.toISOString(), now)).toEqual(anHourAgo);
    const aWeekAgo = new Date(now.getTime() - OFFLINE_COMPLETION_MAX_AGE_MS);
    expect(completionTime(aWeekAgo.toISOString(), now)).toEqual(aWeekAgo);
    expect(OFFLINE_COMPLETION_MAX_AGE_MS).toBe(7 * 24 * HOUR);
  });

  it('is now for a time older than a week, in the future, or not a time at all', () => {
    const older = new Date(now.getTime() - OFFLINE_COMPLETION_MAX_AGE_MS - 1000).toISOString();
    expect(completionTime(older, now)).toEqual(now);
    expect(completionTime(new Date(now.getTime() + HOUR).toISOString(), now)).toEqual(now);
    expect(completionTime('yesterday', now)).toEqual(now);
  });
});
