import { addDays, dayIn } from '@academy/contract';

/**
 * Wall-clock times in a time zone: a weekly training at 18:00 stays at 18:00 local time across the
 * changes to and from summer time (its instant moves by an hour instead).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(instant: Date, timeZone: string): number {
  const parts = formatOf(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the zone's clock shows `msOfDay` after midnight of `day`. */
export function instantAt(day: string, msOfDay: number, timeZone: string): Date {
  const naive = Date.parse(`${day}T00:00:00Z`) + msOfDay;
  const first = naive - offsetAt(new Date(naive), timeZone);
  return new Date(naive - offsetAt(new Date(first), timeZone));
}

/** Milliseconds since local midnight of an instant in a zone. */
export function msOfDayIn(instant: Date, timeZone: string): number {
  return (
    instant.getTime() + offsetAt(instant, timeZone) - Date.parse(`${dayIn(instant, timeZone)}T00:00:00Z`)
  );
}

/**
 * A training and its weekly repeats until `until` (a day, inclusive): same weekday, same local
 * time and same length in the zone.
 */
export function weeklyOccurrences(
  startsAt: Date,
  endsAt: Date,
  until: string | undefined,
  timeZone: string,
): { startsAt: Date; endsAt: Date }[] {
  const length = endsAt.getTime() - startsAt.getTime();
  if (!until) return [{ startsAt, endsAt }];
  const firstDay = dayIn(startsAt, timeZone);
  const time = msOfDayIn(startsAt, timeZone);
  const occurrences: { startsAt: Date; endsAt: Date }[] = [];
  for (let day = firstDay; day <= until; day = addDays(day, 7)) {
    const start = instantAt(day, time, timeZone);
    occurrences.push({ startsAt: start, endsAt: new Date(start.getTime() + length) });
  }
  return occurrences;
}
