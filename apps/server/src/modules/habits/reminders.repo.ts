import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  digestSends,
  householdChildren,
  householdMembers,
  players,
  playerTrainingPrograms,
  playerTrainingSessionCompletions,
  reminderSends,
  users,
} from '../../db/schema/index.ts';

/** Who a reminder or digest goes to. */
export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')));
  return row ?? null;
}

/** Players who trained since `since` (the ones a goal reminder can concern). */
export function findRecentlyTrainedPlayers(db: Db, since: Date) {
  return db
    .selectDistinct({ playerId: players.id, userId: players.userId })
    .from(playerTrainingSessionCompletions)
    .innerJoin(
      playerTrainingPrograms,
      eq(playerTrainingPrograms.id, playerTrainingSessionCompletions.playerTrainingProgramId),
    )
    .innerJoin(players, eq(players.id, playerTrainingPrograms.playerId))
    .where(gte(playerTrainingSessionCompletions.completedAt, since));
}

/**
 * Claims a reminder: once per (user, kind, ref) and at most one a day in the user's zone. The
 * database's keys decide, so of several processes exactly one sends it.
 */
export async function claimReminder(
  db: Db,
  input: { userId: string; kind: string; refKey: string; localDay: string; now: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(reminderSends)
    .values({ ...input, sentAt: input.now })
    .onConflictDoNothing()
    .returning({ userId: reminderSends.userId });
  return claimed.length > 0;
}

/** Guardians (adults of a home with a child) who have an e-mail address. */
export function findGuardians(db: Db) {
  return db
    .selectDistinct({ userId: householdMembers.userId })
    .from(householdMembers)
    .innerJoin(householdChildren, eq(householdChildren.householdId, householdMembers.householdId))
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(and(ne(users.email, ''), eq(users.status, 'ACTIVE')));
}

/** The children of a guardian's home younger than 18 on `today`. */
export function findChildrenOf(db: Db, userId: string, today: string) {
  return db
    .selectDistinct({ playerId: players.id, firstName: users.firstName })
    .from(householdMembers)
    .innerJoin(householdChildren, eq(householdChildren.householdId, householdMembers.householdId))
    .innerJoin(players, eq(players.id, householdChildren.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(
      and(
        eq(householdMembers.userId, userId),
        lt(sql`${today}::date - interval '18 years'`, players.dateOfBirth),
      ),
    );
}

/** Claims a guardian's digest of one week (one process sends it). */
export async function claimDigest(db: Db, userId: string, weekStart: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(digestSends)
    .values({ userId, weekStart, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: digestSends.userId });
  return claimed.length > 0;
}
