import { addDays, dayIn } from '@academy/contract';

/**
 * Days in a row with at least one session, in the player's time zone, ending today, or yesterday
 * when nothing is done yet today (the streak is still alive until the day ends).
 */
export function currentStreakDays(trainedAt: readonly Date[], now: Date, timeZone: string): number {
  const days = new Set(trainedAt.map((instant) => dayIn(instant, timeZone)));
  let day = dayIn(now, timeZone);
  if (!days.has(day)) day = addDays(day, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
