import type { FreezeReason } from '@academy/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  playerFreezes,
  playerTrainingPrograms,
  playerTrainingSessionCompletions,
  playerWeeklyGoals,
} from '../../db/schema/index.ts';

/** The player's goal (sessions a week), or null when none was chosen. */
export async function findGoal(db: Db, playerId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: playerWeeklyGoals.sessionsPerWeek })
    .from(playerWeeklyGoals)
    .where(eq(playerWeeklyGoals.playerId, playerId));
  return row?.n ?? null;
}

export async function saveGoal(db: Db, playerId: string, sessionsPerWeek: number, now: Date) {
  await db
    .insert(playerWeeklyGoals)
    .values({ playerId, sessionsPerWeek, updatedAt: now })
    .onConflictDoUpdate({ target: playerWeeklyGoals.playerId, set: { sessionsPerWeek, updatedAt: now } });
}

/** The player's freezes, oldest first. */
export function findFreezes(db: Db, playerId: string) {
  return db
    .select({
      id: playerFreezes.id,
      fromDay: playerFreezes.fromDay,
      untilDay: playerFreezes.untilDay,
      reason: playerFreezes.reason,
    })
    .from(playerFreezes)
    .where(eq(playerFreezes.playerId, playerId))
    .orderBy(asc(playerFreezes.fromDay));
}

export async function insertFreeze(
  db: Db,
  input: { playerId: string; fromDay: string; untilDay: string; reason: FreezeReason; createdBy: string },
) {
  const [row] = await db.insert(playerFreezes).values(input).returning({
    id: playerFreezes.id,
    fromDay: playerFreezes.fromDay,
    untilDay: playerFreezes.untilDay,
    reason: playerFreezes.reason,
  });
  return row!;
}

/** When each of the player's sessions was done, in every program of theirs. */
export async function findTrainedAt(db: Db, playerId: string): Promise<Date[]> {
  const rows = await db
    .select({ at: playerTrainingSessionCompletions.completedAt })
    .from(playerTrainingSessionCompletions)
    .innerJoin(
      playerTrainingPrograms,
      eq(playerTrainingPrograms.id, playerTrainingSessionCompletions.playerTrainingProgramId),
    )
    .where(eq(playerTrainingPrograms.playerId, playerId));
  return rows.map((r) => r.at);
}

/** The freeze running on `day` (or the latest one ending after it) for each player, by player id. */
export async function findFrozenUntil(db: Db, playerIds: readonly string[], day: string) {
  if (playerIds.length === 0) return new Map<string, { until: string; reason: FreezeReason }>();
  const rows = await db
    .select({
      playerId: playerFreezes.playerId,
      fromDay: playerFreezes.fromDay,
      untilDay: playerFreezes.untilDay,
      reason: playerFreezes.reason,
    })
    .from(playerFreezes)
    .where(and(inArray(playerFreezes.playerId, [...playerIds]), gte(playerFreezes.untilDay, day)))
    .orderBy(asc(playerFreezes.untilDay));
  const found = new Map<string, { until: string; reason: FreezeReason }>();
  for (const row of rows) {
    if (row.fromDay <= day) found.set(row.playerId, { until: row.untilDay, reason: row.reason });
  }
  return found;
}
