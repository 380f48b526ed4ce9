import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ageGroups,
  challengeResults,
  challengeThresholds,
  challenges,
  players,
  trainingProgramBlocks,
  trainingPrograms,
} from '../../db/schema/index.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type ThresholdRow = typeof challengeThresholds.$inferSelect;
export type ResultRow = typeof challengeResults.$inferSelect;

/** The challenges set for an age group, with that group's marks, in the content's order of keys. */
export async function findChallengesOfAgeGroup(db: Db, ageGroupId: string) {
  return db
    .select({ challenge: challenges, thresholds: challengeThresholds })
    .from(challenges)
    .innerJoin(challengeThresholds, eq(challengeThresholds.challengeId, challenges.id))
    .where(eq(challengeThresholds.ageGroupId, ageGroupId))
    .orderBy(asc(challenges.contentKey));
}

export async function findChallenge(db: Db, id: string): Promise<ChallengeRow | null> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
  return row ?? null;
}

export async function findThresholds(
  db: Db,
  challengeId: string,
  ageGroupId: string,
): Promise<ThresholdRow | null> {
  const [row] = await db
    .select()
    .from(challengeThresholds)
    .where(
      and(eq(challengeThresholds.challengeId, challengeId), eq(challengeThresholds.ageGroupId, ageGroupId)),
    );
  return row ?? null;
}

/** The player's row, locked until the transaction ends: one result of a player is recorded at a time. */
export async function lockPlayer(db: Db, playerId: string) {
  const [row] = await db
    .select({ id: players.id, userId: players.userId, ageGroupId: players.ageGroupId })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row ?? null;
}

/** The best earlier value of the player in the challenge (highest or lowest), null before the first. */
export async function findBestValue(
  db: Db,
  playerId: string,
  challengeId: string,
  better: 'HIGHER' | 'LOWER',
): Promise<number | null> {
  const best =
    better === 'HIGHER'
      ? sql<number | null>`max(${challengeResults.value})`
      : sql<number | null>`min(${challengeResults.value})`;
  const [row] = await db
    .select({ best })
    .from(challengeResults)
    .where(and(eq(challengeResults.playerId, playerId), eq(challengeResults.challengeId, challengeId)));
  return row?.best ?? null;
}

/** The same value of the same challenge recorded since `since` (a double tap, a second tab). */
export async function findRepeat(
  db: Db,
  input: { playerId: string; challengeId: string; value: number; since: Date },
): Promise<ResultRow | null> {
  const [row] = await db
    .select()
    .from(challengeResults)
    .where(
      and(
        eq(challengeResults.playerId, input.playerId),
        eq(challengeResults.challengeId, input.challengeId),
        eq(challengeResults.value, input.value),
        gte(challengeResults.createdAt, input.since),
      ),
    )
    .orderBy(desc(challengeResults.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertResult(
  db: Db,
  input: Omit<typeof challengeResults.$inferInsert, 'id'>,
): Promise<ResultRow> {
  const [row] = await db.insert(challengeResults).values(input).returning();
  return row!;
}

/** The player's results, newest first (optionally of one challenge). */
export async function listResults(db: Db, playerId: string, challengeId?: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(challengeResults)
    .where(
      and(
        eq(challengeResults.playerId, playerId),
        challengeId ? eq(challengeResults.challengeId, challengeId) : undefined,
      ),
    )
    .orderBy(desc(challengeResults.createdAt), desc(challengeResults.id));
}

export async function findResult(db: Db, id: string): Promise<ResultRow | null> {
  const [row] = await db.select().from(challengeResults).where(eq(challengeResults.id, id));
  return row ?? null;
}

/** Marks the result verified once: a second confirmation keeps the first one's coach and time. */
export async function markVerified(db: Db, id: string, verifiedBy: string, now: Date): Promise<ResultRow> {
  await db
    .update(challengeResults)
    .set({ verifiedAt: now, verifiedBy })
    .where(and(eq(challengeResults.id, id), isNull(challengeResults.verifiedAt)));
  return (await findResult(db, id))!;
}

// The academy console.

export async function findAllChallenges(db: Db): Promise<ChallengeRow[]> {
  return db.select().from(challenges).orderBy(asc(challenges.contentKey));
}

/** The marks of the challenges, youngest age group first. */
export async function findThresholdsOf(db: Db, challengeIds: string[]): Promise<ThresholdRow[]> {
  if (challengeIds.length === 0) return [];
  return db
    .select({
      challengeId: challengeThresholds.challengeId,
      ageGroupId: challengeThresholds.ageGroupId,
      bronze: challengeThresholds.bronze,
      silver: challengeThresholds.silver,
      gold: challengeThresholds.gold,
    })
    .from(challengeThresholds)
    .innerJoin(ageGroups, eq(ageGroups.id, challengeThresholds.ageGroupId))
    .where(inArray(challengeThresholds.challengeId, challengeIds))
    .orderBy(asc(ageGroups.sortOrder));
}

export async function findAgeGroupIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: ageGroups.id }).from(ageGroups);
  return new Set(rows.map((r) => r.id));
}

/** The age groups whose PUBLIC program has a phase that names the challenge. */
export async function findAgeGroupsNamingChallenge(db: Db, challengeId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ ageGroupId: trainingPrograms.ageGroupId })
    .from(trainingProgramBlocks)
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingProgramBlocks.trainingProgramId))
    .where(and(eq(trainingProgramBlocks.challengeId, challengeId), eq(trainingPrograms.status, 'PUBLIC')));
  return new Set(rows.map((r) => r.ageGroupId));
}

/** The console's edit: texts (marked edited, so the seed keeps them) and the whole set of marks. */
export async function updateChallengeContent(
  db: Db,
  id: string,
  input: Pick<ChallengeRow, 'titles' | 'descriptions' | 'steps'>,
  thresholds: Omit<ThresholdRow, 'challengeId'>[],
): Promise<void> {
  await db
    .update(challenges)
    .set({ ...input, editedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(challenges.id, id));
  await db.delete(challengeThresholds).where(eq(challengeThresholds.challengeId, id));
  await db.insert(challengeThresholds).values(thresholds.map((t) => ({ ...t, challengeId: id })));
}
