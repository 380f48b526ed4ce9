import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clipComments, clips } from './clips.ts';
import { coachFeedback } from './coaches.ts';
import { users } from './users.ts';

/** A user's report of a clip, a clip comment or a coach's feedback (0044; docs/clips.md). One target. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reporter. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clipId: uuid('clip_id').references(() => clips.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => clipComments.id, { onDelete: 'cascade' }),
    feedbackId: uuid('feedback_id').references(() => coachFeedback.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['INAPPROPRIATE', 'BULLYING', 'PRIVACY', 'OTHER'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['OPEN', 'HIDDEN', 'RESTORED', 'DISMISSED'] })
      .notNull()
      .default('OPEN'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_reports_clip_uq').on(t.userId, t.clipId).where(sql`${t.clipId} IS NOT NULL`),
    uniqueIndex('content_reports_comment_uq')
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} IS NOT NULL`),
    uniqueIndex('content_reports_feedback_uq')
      .on(t.userId, t.feedbackId)
      .where(sql`${t.feedbackId} IS NOT NULL`),
    index('content_reports_status_idx').on(t.status, t.createdAt),
    check(
      'content_reports_target_check',
      sql`num_nonnulls(${t.clipId}, ${t.commentId}, ${t.feedbackId}) = 1`,
    ),
  ],
);
