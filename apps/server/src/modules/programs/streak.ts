/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Days in a row with at least one session, in the player's time zone, ending today, or yesterday
 * when nothing is done yet today (the streak is still alive until the day ends).
 */
export function currentStreakDays(trainedAt: readonly Date[], now: Date, timeZone: string): number {
  const days = new Set(trainedAt.map((instant) => dayIn(instant, timeZone)));
  let day = dayIn(now, timeZone);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
