import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  challengeResults,
  clipComments,
  clips,
  managers,
  players,
  teamMemberships,
  users,
} from '../../db/schema/index.ts';

export type ClipRow = typeof clips.$inferSelect;
export type ClipCommentRow = typeof clipComments.$inferSelect;

export async function insertClip(db: Db, row: typeof clips.$inferInsert): Promise<void> {
  await db.insert(clips).values(row).onConflictDoNothing();
}

export async function findClip(db: Db, id: string): Promise<ClipRow | null> {
  const [row] = await db.select().from(clips).where(eq(clips.id, id));
  return row ?? null;
}

export async function deleteClipRow(db: Db, id: string): Promise<void> {
  await db.delete(clips).where(eq(clips.id, id));
}

/** Clips a player uploaded since `since` (the quota), whatever became of them. */
export async function countClipsSince(db: Db, playerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clips)
    .where(and(eq(clips.playerId, playerId), gte(clips.createdAt, since)));
  return row?.n ?? 0;
}

/** The upload is complete: the clip waits for the processing job (once: only from UPLOADING). */
export async function markUploaded(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(clips)
    .set({ status: 'PROCESSING' })
    .where(and(eq(clips.id, id), eq(clips.status, 'UPLOADING')))
    .returning({ id: clips.id });
  return rows.length > 0;
}

/**
 * Claims the next clip to transcode: a PROCESSING clip nobody holds, or one whose claim is older
 * than `staleBefore` (its process died). `for update skip locked`: two processes never claim one.
 */
export async function claimNextClip(db: Db, now: Date, staleBefore: Date, maxAttempts: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: clips.id })
      .from(clips)
      .where(
        and(
          eq(clips.status, 'PROCESSING'),
          lt(clips.attempts, maxAttempts),
          or(isNull(clips.claimedAt), lt(clips.claimedAt, staleBefore)),
        ),
      )
      .orderBy(asc(clips.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(clips)
      .set({ claimedAt: now, attempts: sql`${clips.attempts} + 1` })
      .where(eq(clips.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

export async function finishClip(
  db: Db,
  id: string,
  result: { status: 'READY' | 'REJECTED'; durationSeconds: number | null; rejectReason: string | null },
): Promise<void> {
  await db
    .update(clips)
    .set({ ...result, claimedAt: null })
    .where(and(eq(clips.id, id), eq(clips.status, 'PROCESSING')));
}

export async function listClipsOfPlayer(db: Db, playerId: string, withHidden: boolean): Promise<ClipRow[]> {
  return db
    .select()
    .from(clips)
    .where(
      and(
        eq(clips.playerId, playerId),
        inArray(clips.status, ['PROCESSING', 'READY', 'REJECTED']),
        withHidden ? undefined : isNull(clips.hiddenAt),
      ),
    )
    .orderBy(desc(clips.createdAt));
}

/** The clips of the players in a coach's team (the user's manager profile); READY without a verdict for TO_REVIEW. */
export async function listClipsOfCoach(db: Db, coachUserId: string, toReview: boolean): Promise<ClipRow[]> {
  const rows = await db
    .select({ clip: clips })
    .from(clips)
    .innerJoin(teamMemberships, eq(teamMemberships.playerId, clips.playerId))
    .innerJoin(managers, eq(managers.id, teamMemberships.managerId))
    .where(
      and(
        eq(managers.userId, coachUserId),
        isNull(clips.hiddenAt),
        toReview
          ? and(eq(clips.status, 'READY'), isNull(clips.verdict))
          : inArray(clips.status, ['PROCESSING', 'READY', 'REJECTED']),
      ),
    )
    .orderBy(asc(clips.createdAt));
  return rows.map((r) => r.clip);
}

export async function listComments(
  db: Db,
  clipIds: string[],
  withHidden: boolean,
): Promise<ClipCommentRow[]> {
  if (clipIds.length === 0) return [];
  return db
    .select()
    .from(clipComments)
    .where(and(inArray(clipComments.clipId, clipIds), withHidden ? undefined : isNull(clipComments.hiddenAt)))
    .orderBy(asc(clipComments.atSeconds), asc(clipComments.createdAt));
}

export async function insertComment(db: Db, row: typeof clipComments.$inferInsert): Promise<ClipCommentRow> {
  const [inserted] = await db.insert(clipComments).values(row).returning();
  return inserted!;
}

export async function setVerdict(
  db: Db,
  id: string,
  verdict: 'APPROVED' | 'TRY_AGAIN',
  by: string,
  now: Date,
): Promise<ClipRow | null> {
  const [row] = await db
    .update(clips)
    .set({ verdict, verdictBy: by, verdictAt: now })
    .where(eq(clips.id, id))
    .returning();
  return row ?? null;
}

export async function findUserName(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

export async function findPlayerName(db: Db, playerId: string) {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row?.firstName ?? '';
}

/** Clips whose 90 days are over (with their files to delete), at most `limit`. */
export async function listExpiredClips(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ id: clips.id }).from(clips).where(lte(clips.expiresAt, now)).limit(limit);
  return rows.map((r) => r.id);
}

export async function deleteClips(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(clips).where(inArray(clips.id, ids));
}

/** The clips of the player of a user (the account's deletion removes their files). */
export async function listClipIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clips.id })
    .from(clips)
    .innerJoin(players, eq(players.id, clips.playerId))
    .where(eq(players.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * A challenge result recorded with a clip a coach approved becomes verified (the first confirmation
 * stays). Written here rather than through the challenges module: privacy reads clips, and the
 * challenges module leads back to privacy (no import loops between modules).
 */
export async function markResultsVerifiedByClip(db: Db, clipId: string, verifiedBy: string, now: Date) {
  const rows = await db
    .update(challengeResults)
    .set({ verifiedAt: now, verifiedBy })
    .where(and(eq(challengeResults.clipId, clipId), isNull(challengeResults.verifiedAt)))
    .returning({ id: challengeResults.id });
  return rows.length;
}
