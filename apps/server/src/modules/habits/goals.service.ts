import {
  addDays,
  DEFAULT_SESSIONS_PER_WEEK,
  dayIn,
  type Freeze,
  type FreezeInput,
  FREEZE_MAX_DAYS_BACK,
  HABIT_MESSAGES,
  type WeeklyGoal,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { type Actor, requirePlayer } from '../../lib/player-access.ts';
import { findPlayerPerson } from '../../lib/player-access.repo.ts';
import {
  findFreezes,
  findFrozenUntil,
  findGoal,
  findTrainedAt,
  insertFreeze,
  saveGoal,
} from './habits.repo.ts';
import { type WeekFigures, weekFigures } from './week.ts';

/** The player's time zone: their own, else UTC. */
async function zoneOf(db: Db, playerId: string): Promise<string> {
  return (await findPlayerPerson(db, playerId))?.timeZone ?? 'UTC';
}

export async function getGoal(db: Db, actor: Actor, playerId: string): Promise<WeeklyGoal> {
  await requirePlayer(db, actor, 'read-progress', playerId);
  return { sessionsPerWeek: (await findGoal(db, playerId)) ?? DEFAULT_SESSIONS_PER_WEEK };
}

export async function setGoal(
  db: Db,
  actor: Actor,
  playerId: string,
  input: WeeklyGoal,
  now: Date,
): Promise<WeeklyGoal> {
  await requirePlayer(db, actor, 'set-goal', playerId);
  await saveGoal(db, playerId, input.sessionsPerWeek, now);
  return { sessionsPerWeek: input.sessionsPerWeek };
}

/**
 * Freezes `days` days from `from` (today or later, or up to 7 days back, in the player's zone): a
 * guardian, or the player from 16 (lib/player-access.ts).
 */
export async function freezeWeeks(
  db: Db,
  actor: NonNullable<Actor>,
  playerId: string,
  input: FreezeInput,
  now: Date,
): Promise<Freeze> {
  await requirePlayer(db, actor, 'freeze', playerId);
  const today = dayIn(now, await zoneOf(db, playerId));
  if (input.from < addDays(today, -FREEZE_MAX_DAYS_BACK))
    throw fieldError('from', HABIT_MESSAGES.fromTooEarly);
  const row = await insertFreeze(db, {
    playerId,
    fromDay: input.from,
    untilDay: addDays(input.from, input.days - 1),
    reason: input.reason,
    createdBy: actor.id,
  });
  return { id: row.id, from: row.fromDay, until: row.untilDay, reason: row.reason };
}

/** This week and the weeks met in a row of a player (the progress call and the reminders ask it). */
export async function habitFigures(
  db: Db,
  playerId: string,
  now: Date,
  timeZone?: string,
): Promise<WeekFigures> {
  const [goal, freezes, trainedAt, zone] = await Promise.all([
    findGoal(db, playerId),
    findFreezes(db, playerId),
    findTrainedAt(db, playerId),
    timeZone ? Promise.resolve(timeZone) : zoneOf(db, playerId),
  ]);
  return weekFigures({
    trainedAt,
    freezes,
    goal: goal ?? DEFAULT_SESSIONS_PER_WEEK,
    now,
    timeZone: zone,
  });
}

/** The players resting today (a freeze running, in UTC days): until when and why, by player id. */
export function restingPlayers(db: Db, playerIds: readonly string[], now: Date) {
  return findFrozenUntil(db, playerIds, dayIn(now, 'UTC'));
}
