import type { ReportReason, ReportStatus, ReportTargetType } from '@academy/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clipComments,
  clips,
  coachFeedback,
  contentReports,
  managers,
  players,
  users,
} from '../../db/schema/index.ts';

export type ReportRow = typeof contentReports.$inferSelect;

/** The report's target column, by type (exactly one is set on a row). */
export const TARGET_COLUMN = {
  CLIP: contentReports.clipId,
  COMMENT: contentReports.commentId,
  FEEDBACK: contentReports.feedbackId,
} as const;

export function targetOf(row: ReportRow): { type: ReportTargetType; id: string } {
  if (row.clipId) return { type: 'CLIP', id: row.clipId };
  if (row.commentId) return { type: 'COMMENT', id: row.commentId };
  return { type: 'FEEDBACK', id: row.feedbackId! };
}

/** The content a report is about: whose it is, what it says, whether it is hidden. */
export interface ReportedContent {
  playerId: string;
  clipId: string | null;
  clipStatus: string | null;
  text: string | null;
  authorName: string | null;
  atSeconds: number | null;
  managerId: string | null;
  hidden: boolean;
  /** For a comment: its clip's hidden state (a hidden clip hides its comments). */
  clipHidden: boolean;
}

export async function findReportedContent(
  db: Db,
  type: ReportTargetType,
  id: string,
): Promise<ReportedContent | null> {
  if (type === 'CLIP') {
    const [row] = await db.select().from(clips).where(eq(clips.id, id));
    if (!row || row.status === 'UPLOADING') return null;
    return {
      playerId: row.playerId,
      clipId: row.id,
      clipStatus: row.status,
      text: null,
      authorName: null,
      atSeconds: null,
      managerId: null,
      hidden: row.hiddenAt !== null,
      clipHidden: row.hiddenAt !== null,
    };
  }
  if (type === 'COMMENT') {
    const [row] = await db
      .select({ comment: clipComments, playerId: clips.playerId, clipHiddenAt: clips.hiddenAt })
      .from(clipComments)
      .innerJoin(clips, eq(clips.id, clipComments.clipId))
      .where(eq(clipComments.id, id));
    if (!row) return null;
    return {
      playerId: row.playerId,
      clipId: row.comment.clipId,
      clipStatus: null,
      text: row.comment.text,
      authorName: row.comment.authorName,
      atSeconds: row.comment.atSeconds,
      managerId: null,
      hidden: row.comment.hiddenAt !== null,
      clipHidden: row.clipHiddenAt !== null,
    };
  }
  const [row] = await db
    .select({ feedback: coachFeedback, firstName: users.firstName, lastName: users.lastName })
    .from(coachFeedback)
    .innerJoin(managers, eq(managers.id, coachFeedback.managerId))
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(coachFeedback.id, id));
  if (!row) return null;
  return {
    playerId: row.feedback.playerId,
    clipId: null,
    clipStatus: null,
    text: row.feedback.text,
    authorName: `${row.firstName} ${row.lastName}`.trim(),
    atSeconds: null,
    managerId: row.feedback.managerId,
    hidden: row.feedback.hiddenAt !== null,
    clipHidden: false,
  };
}

/** Stores the report; null when this user already reported this item (the unique index decides, also at once). */
export async function insertReport(
  db: Db,
  row: {
    userId: string;
    type: ReportTargetType;
    targetId: string;
    reason: ReportReason;
    note: string | null;
  },
  now: Date,
): Promise<ReportRow | null> {
  const target = {
    clipId: row.type === 'CLIP' ? row.targetId : null,
    commentId: row.type === 'COMMENT' ? row.targetId : null,
    feedbackId: row.type === 'FEEDBACK' ? row.targetId : null,
  };
  const [inserted] = await db
    .insert(contentReports)
    .values({ userId: row.userId, ...target, reason: row.reason, note: row.note, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** The welfare queue: OPEN oldest first, the others newest first (at most `limit`). */
export async function listReports(db: Db, status: ReportStatus, limit: number): Promise<ReportRow[]> {
  return db
    .select()
    .from(contentReports)
    .where(eq(contentReports.status, status))
    .orderBy(status === 'OPEN' ? asc(contentReports.createdAt) : desc(contentReports.resolvedAt))
    .limit(limit);
}

/** The report, locked for the admin's action (two admins at once: the second sees the first's result). */
export async function lockReport(db: Db, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(contentReports).where(eq(contentReports.id, id)).for('update');
  return row ?? null;
}

/** Marks every report of the target that is in `from` as `to` (an action settles all of them at once). */
export async function settleReportsOf(
  db: Db,
  target: { type: ReportTargetType; id: string },
  from: ReportStatus,
  to: ReportStatus,
  resolution: { by: string; at: Date; note: string },
): Promise<void> {
  await db
    .update(contentReports)
    .set({
      status: to,
      resolvedBy: resolution.by,
      resolvedAt: resolution.at,
      resolutionNote: resolution.note,
    })
    .where(and(eq(TARGET_COLUMN[target.type], target.id), eq(contentReports.status, from)));
}

/** Hides (at `hiddenAt`) or restores (null) the content. */
export async function setHidden(
  db: Db,
  target: { type: ReportTargetType; id: string },
  hiddenAt: Date | null,
): Promise<void> {
  if (target.type === 'CLIP') await db.update(clips).set({ hiddenAt }).where(eq(clips.id, target.id));
  else if (target.type === 'COMMENT')
    await db.update(clipComments).set({ hiddenAt }).where(eq(clipComments.id, target.id));
  else await db.update(coachFeedback).set({ hiddenAt }).where(eq(coachFeedback.id, target.id));
}

/** First names of players, by id (the queue names whose content it is). */
export async function playerNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, firstName: users.firstName, lastName: users.lastName })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(inArray(players.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
