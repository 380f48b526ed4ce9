import { z } from 'zod';

/**
 * Days and weeks in a user's IANA time zone (`Europe/Stockholm`): the one place that turns an
 * instant into a calendar day, a week (from Monday) or an age, for the server and the web alike.
 * Streaks, birthdays and ages use it today; weekly goals, quiet hours and events build on it.
 */

export const TIME_ZONE_MESSAGES = { invalidTimeZone: 'Unknown time zone' } as const;

/** The zone used when a user has none stored yet (and for instants outside any user). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** An IANA name (`Area/City`, or `UTC`) that this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!/^(UTC|[A-Z][A-Za-z_-]*(\/[A-Z][A-Za-z0-9_+-]*){1,2})$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A valid IANA time zone, kept as spelled (runtimes disagree on which alias is canonical). */
export const timeZoneSchema = z
  .string()
  .max(64, TIME_ZONE_MESSAGES.invalidTimeZone)
  .refine(isTimeZone, TIME_ZONE_MESSAGES.invalidTimeZone)
  .describe('IANA time zone, e.g. Europe/Stockholm');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday of the week (Monday to Sunday) holding a calendar day. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Monday (YYYY-MM-DD) of the instant's week in a time zone: weeks start on Monday. */
export function weekStartIn(instant: Date, timeZone: string): string {
  return weekStartOf(dayIn(instant, timeZone));
}
