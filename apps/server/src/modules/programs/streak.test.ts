import { describe, expect, it } from 'vitest';
import { dayIn } from '@academy/contract';
import { currentStreakDays } from './streak.ts';

describe('streak', () => {
  const now = new Date('2026-03-10T10:00:00Z');

  it('counts days in a row ending today or yesterday', () => {
    const at = (iso: string) => new Date(iso);
    expect(currentStreakDays([], now, 'UTC')).toBe(0);
    expect(currentStreakDays([at('2026-03-10T08:00:00Z'), at('2026-03-10T09:00:00Z')], now, 'UTC')).toBe(1);
    expect(
      currentStreakDays(
        [at('2026-03-08T08:00:00Z'), at('2026-03-09T08:00:00Z'), at('2026-03-10T08:00:00Z')],
        now,
        'UTC',
      ),
    ).toBe(3);
    // Nothing yet today: yesterday's streak is still alive.
    expect(currentStreakDays([at('2026-03-08T08:00:00Z'), at('2026-03-09T08:00:00Z')], now, 'UTC')).toBe(2);
    // A day missed breaks it.
    expect(currentStreakDays([at('2026-03-07T08:00:00Z'), at('2026-03-10T08:00:00Z')], now, 'UTC')).toBe(1);
    expect(currentStreakDays([at('2026-03-07T08:00:00Z')], now, 'UTC')).toBe(0);
  });

  it("counts days in the player's time zone", () => {
    // 23:30 UTC on the 9th is already the 10th in Stockholm, and still the 9th in New York.
    const late = new Date('2026-03-09T23:30:00Z');
    expect(dayIn(late, 'Europe/Stockholm')).toBe('2026-03-10');
    expect(dayIn(late, 'America/New_York')).toBe('2026-03-09');
    const trained = [new Date('2026-03-09T12:00:00Z'), late];
    expect(currentStreakDays(trained, now, 'Europe/Stockholm')).toBe(2);
    expect(currentStreakDays(trained, now, 'UTC')).toBe(1);
  });
});
