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

/**
 * The seconds of each step of a session: the ones set in the console (`step_seconds`, one per English
 * step), else read from the English step texts (the seeded content states them in the text).
 */
export function sessionStepSeconds(session: {
  steps: { en?: readonly string[] };
  stepSeconds?: readonly (number | null)[] | null;
}): (number | null)[] {
  const steps = session.steps.en ?? [];
  const set = session.stepSeconds;
  if (set && set.length === steps.length) return [...set];
  return steps.map(stepSeconds);
}
