/**
 * A step's countdown as data, read against the clock (not counted in ticks), so a phone that slows
 * the page's timers down, or a tab in the background, still ends on time.
 */
export interface Countdown {
  totalMs: number;
  /** Left when paused (or not started). */
  leftMs: number;
  /** When it ends, while running; null while paused. */
  endsAt: number | null;
}

export function newCountdown(seconds: number): Countdown {
  return { totalMs: seconds * 1000, leftMs: seconds * 1000, endsAt: null };
}

export function msLeft(countdown: Countdown, now: number): number {
  return countdown.endsAt === null ? countdown.leftMs : Math.max(0, countdown.endsAt - now);
}

export function isRunning(countdown: Countdown): boolean {
  return countdown.endsAt !== null;
}

/** Runs from where it stopped; a finished one starts over. */
export function startCountdown(countdown: Countdown, now: number): Countdown {
  if (isRunning(countdown)) return countdown;
  const left = countdown.leftMs > 0 ? countdown.leftMs : countdown.totalMs;
  return { ...countdown, leftMs: left, endsAt: now + left };
}

export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (!isRunning(countdown)) return countdown;
  return { ...countdown, leftMs: msLeft(countdown, now), endsAt: null };
}

/** Whole seconds left as m:ss (rounded up: "0:01" until the very end). */
export function formatLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
