import { describe, expect, it } from 'vitest';
import { isQuiet, localTime } from './quiet-hours.ts';
import { weekFigures } from './week.ts';

const at = (iso: string) => new Date(iso);

describe('the week maths', () => {
  it('counts a session in the week of its day in the player’s zone (Sunday night UTC is Monday in Stockholm)', () => {
    // Sunday 1 March 2026, 23:30 UTC = Monday 2 March, 00:30 in Stockholm.
    const input = {
      trainedAt: [at('2026-03-01T23:30:00Z')],
      freezes: [],
      goal: 1,
      now: at('2026-03-02T12:00:00Z'),
    };
    expect(weekFigures({ ...input, timeZone: 'Europe/Stockholm' }).week).toEqual({
      goal: 1,
      done: 1,
      status: 'MET',
      weekStart: '2026-03-02',
    });
    expect(weekFigures({ ...input, timeZone: 'UTC' }).week).toMatchObject({ done: 0, status: 'ON_TRACK' });
    // In New York it is still Sunday evening: the week before.
    expect(
      weekFigures({ ...input, now: at('2026-03-02T02:00:00Z'), timeZone: 'America/New_York' }).week,
    ).toMatchObject({ done: 1, status: 'MET', weekStart: '2026-02-23' });
  });

  it('keeps the run through a frozen week and this unfinished week; a week short of the goal ends it', () => {
    const trainedAt = [
      // Weeks of 2 Feb (1 session: short), 9 Feb (2), 16 Feb (2), 23 Feb frozen (0), 2 Mar (2), 9 Mar (1, this week).
      '2026-02-03T10:00:00Z',
      '2026-02-10T10:00:00Z',
      '2026-02-12T10:00:00Z',
      '2026-02-17T10:00:00Z',
      '2026-02-18T10:00:00Z',
      '2026-03-03T10:00:00Z',
      '2026-03-05T10:00:00Z',
      '2026-03-09T10:00:00Z',
    ].map(at);
    const freezes = [{ fromDay: '2026-02-25', untilDay: '2026-02-27' }];
    const figures = weekFigures({
      trainedAt,
      freezes,
      goal: 2,
      now: at('2026-03-10T10:00:00Z'),
      timeZone: 'UTC',
    });
    expect(figures.week).toEqual({ goal: 2, done: 1, status: 'ON_TRACK', weekStart: '2026-03-09' });
    expect(figures.weeksMetInARow).toBe(3);
    // Without the freeze the empty week ends the run at the week after it.
    expect(
      weekFigures({ trainedAt, freezes: [], goal: 2, now: at('2026-03-10T10:00:00Z'), timeZone: 'UTC' })
        .weeksMetInARow,
    ).toBe(1);
    // A freeze touching this week makes it FROZEN.
    expect(
      weekFigures({
        trainedAt,
        freezes: [{ fromDay: '2026-03-15', untilDay: '2026-03-20' }],
        goal: 2,
        now: at('2026-03-10T10:00:00Z'),
        timeZone: 'UTC',
      }).week.status,
    ).toBe('FROZEN');
  });

  it('knows quiet hours over midnight in the user’s zone', () => {
    const quiet = { from: '20:00', to: '08:00' };
    expect(localTime(at('2026-03-10T19:30:00Z'), 'Europe/Stockholm')).toBe('20:30');
    expect(isQuiet('20:30', quiet)).toBe(true);
    expect(isQuiet('07:59', quiet)).toBe(true);
    expect(isQuiet('08:00', quiet)).toBe(false);
    expect(isQuiet('13:00', { from: '12:00', to: '14:00' })).toBe(true);
  });
});
