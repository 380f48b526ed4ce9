import { addDays, dayIn, type HabitWeek, weekStartIn, weekStartOf } from '@academy/contract';

/** Days a player rests (both included, YYYY-MM-DD). */
export interface FrozenDays {
  fromDay: string;
  untilDay: string;
}

export interface WeekInput {
  /** When each session was done. */
  trainedAt: readonly Date[];
  freezes: readonly FrozenDays[];
  goal: number;
  now: Date;
  timeZone: string;
}

export interface WeekFigures {
  week: HabitWeek;
  weeksMetInARow: number;
}

/** Whether any freeze touches the week starting on Monday `weekStart`. */
export function weekIsFrozen(weekStart: string, freezes: readonly FrozenDays[]): boolean {
  const sunday = addDays(weekStart, 6);
  return freezes.some((f) => f.fromDay <= sunday && f.untilDay >= weekStart);
}

/**
 * This week against the goal, and the weeks met in a row, in the player's time zone (weeks start
 * on Monday). A week touched by a freeze is FROZEN: it neither counts nor breaks the run. This week,
 * not yet met, is ON_TRACK and does not break the run either: it is not over.
 */
export function weekFigures(input: WeekInput): WeekFigures {
  const perWeek = new Map<string, number>();
  for (const instant of input.trainedAt) {
    const week = weekStartOf(dayIn(instant, input.timeZone));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const thisWeek = weekStartIn(input.now, input.timeZone);
  const done = perWeek.get(thisWeek) ?? 0;
  const status = weekIsFrozen(thisWeek, input.freezes) ? 'FROZEN' : done >= input.goal ? 'MET' : 'ON_TRACK';
  const firstWeek = [...perWeek.keys()].sort()[0];
  let run = status === 'MET' ? 1 : 0;
  if (firstWeek) {
    for (let week = addDays(thisWeek, -7); week >= firstWeek; week = addDays(week, -7)) {
      if (weekIsFrozen(week, input.freezes)) continue;
      if ((perWeek.get(week) ?? 0) < input.goal) break;
      run += 1;
    }
  }
  return { week: { goal: input.goal, done, status, weekStart: thisWeek }, weeksMetInARow: run };
}
