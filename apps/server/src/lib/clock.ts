import { sql } from 'drizzle-orm';

/**
 * The app's one clock. Every time rule (the 48 hours, 30 days, 90 days, 10 minutes, birthdays,
 * weeks) reads it, in JavaScript and in SQL: repositories take its instant as a parameter
 * (`sqlNow(now)`) instead of calling the database's `now()`, so a test that moves the clock moves
 * every rule at once. Columns' `default now()` stay: they stamp rows, they decide nothing.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock for tests: starts at `start` (default: the real time) and runs on with the real time,
 * or stands still (`frozen`); `set` and `advance` move it. The server refuses it in production
 * (config.ts: TEST_CLOCK, SANDBOX_TEST_CLOCK).
 */
export class TestClock implements Clock {
  private offsetMs: number;
  private frozenAt: number | null;

  constructor(start: Date = new Date(), options: { frozen?: boolean } = {}) {
    this.offsetMs = start.getTime() - Date.now();
    this.frozenAt = options.frozen ? start.getTime() : null;
  }

  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  set(at: Date): void {
    if (this.frozenAt !== null) this.frozenAt = at.getTime();
    else this.offsetMs = at.getTime() - Date.now();
  }

  advance(ms: number): void {
    this.set(new Date(this.now().getTime() + ms));
  }
}

/** The clock the configuration asks for: the system's, or a test clock (TEST_CLOCK=<instant>). */
export function clockFor(config: {
  clock: { kind: 'system' } | { kind: 'test'; start: Date | null };
}): Clock {
  return config.clock.kind === 'test' ? new TestClock(config.clock.start ?? new Date()) : systemClock;
}

/** The clock's instant in SQL, typed (`where expires_at > ${sqlNow(now)}`). */
export function sqlNow(now: Date) {
  return sql`${now.toISOString()}::timestamptz`;
}
