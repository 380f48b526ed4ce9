import { DEFAULT_TIME_ZONE } from './constants/time-zone.ts';
import { ageOn } from './privacy.ts';
import { dayIn } from './time-zone.ts';

/**
 * The one age rule: how old someone born on `dateOfBirth` is at `instant`, counted on the calendar
 * day of their time zone (null: the default zone). Ages change on the birthday there: at the same
 * instant a player in Pacific/Auckland may be 16 while one in America/Los_Angeles is still 15.
 * Every age threshold (16, 18, the under-16 approval, the board name, habits) asks this.
 */
export function ageAt(dateOfBirth: string, instant: Date, timeZone: string | null | undefined): number {
  return ageOn(dateOfBirth, dayIn(instant, timeZone ?? DEFAULT_TIME_ZONE));
}
