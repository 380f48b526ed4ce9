import { describe, expect, it } from 'vitest';
import { addDays, dayIn, timeZoneSchema, weekStartIn, weekStartOf } from './time-zone.ts';

describe('days and weeks in a time zone', () => {
  it('accepts IANA names as spelled and refuses the rest', () => {
    expect(timeZoneSchema.parse('Europe/Stockholm')).toBe('Europe/Stockholm');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
    expect(timeZoneSchema.parse('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    for (const bad of [
      'Mars/Olympus',
      '+01:00',
      '',
      'Stockholm',
      'europe/stockholm',
      'Europe/Stockholm; drop table users',
    ]) {
      expect(timeZoneSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('puts midnight UTC on the next day in Stockholm, and the day before in New York', () => {
    const late = new Date('2026-11-27T23:30:00Z');
    expect(dayIn(late, 'UTC')).toBe('2026-11-27');
    expect(dayIn(late, 'Europe/Stockholm')).toBe('2026-11-28');
    expect(dayIn(new Date('2026-11-28T03:00:00Z'), 'America/New_York')).toBe('2026-11-27');
  });

  it('starts weeks on Monday in the zone, across the change to summer time', () => {
    // Sunday 29 March 2026: Stockholm moves to summer time at 01:00 UTC.
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23');
    expect(weekStartOf('2026-03-30')).toBe('2026-03-30');
    // 22:30 UTC on Sunday is 00:30 on Monday in Stockholm (UTC+2 by then): a new week there.
    const sundayNight = new Date('2026-03-29T22:30:00Z');
    expect(weekStartIn(sundayNight, 'UTC')).toBe('2026-03-23');
    expect(weekStartIn(sundayNight, 'Europe/Stockholm')).toBe('2026-03-30');
    // The hour that summer time skips: 00:30 and 01:30 UTC are 01:30 and 03:30 in Stockholm, one day.
    expect(dayIn(new Date('2026-03-29T00:30:00Z'), 'Europe/Stockholm')).toBe('2026-03-29');
    expect(dayIn(new Date('2026-03-29T01:30:00Z'), 'Europe/Stockholm')).toBe('2026-03-29');
    // Back to winter time on 25 October: 23:30 UTC on Saturday is already Sunday there (UTC+2).
    expect(dayIn(new Date('2026-10-24T23:30:00Z'), 'Europe/Stockholm')).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T23:30:00Z'), 'Europe/Stockholm')).toBe('2026-10-26');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
