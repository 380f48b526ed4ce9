/**
 * The seconds a session's step runs, read once from its English text: the first duration it states
 * ("work for 30 seconds", "juggle for 2 minutes", "1 min"); null when the step states none. The
 * session player times a step that has seconds (api-contract.md "Training", `stepSeconds`).
 */
const DURATION = /\b(\d{1,3})(?:\s*[-–]\s*\d{1,3})?[\s-]*(seconds?|secs?|minutes?|mins?)\b/i;

/** At most an hour: a longer figure in a step is not a timer. */
const MAX_SECONDS = 60 * 60;

export function stepSeconds(step: string): number | null {
  const match = DURATION.exec(step);
  if (!match) return null;
  const amount = Number(match[1]);
  const seconds = /^min/i.test(match[2]!) ? amount * 60 : amount;
  return seconds > 0 && seconds <= MAX_SECONDS ? seconds : null;
}
