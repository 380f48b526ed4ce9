import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players.ts';
import { users } from './users.ts';

/** Show your coach (docs/clips.md). The id is the tus upload's id. */
export const clips = pgTable(
  'clips',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id'),
    challengeId: uuid('challenge_id'),
    status: text('status', { enum: ['UPLOADING', 'PROCESSING', 'READY', 'REJECTED'] })
      .notNull()
      .default('UPLOADING'),
    rejectReason: text('reject_reason'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    verdict: text('verdict', { enum: ['APPROVED', 'TRY_AGAIN'] }),
    verdictBy: uuid('verdict_by').references(() => users.id, { onDelete: 'set null' }),
    verdictAt: timestamp('verdict_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clips_player_idx').on(t.playerId, t.createdAt),
    index('clips_status_idx').on(t.status, t.claimedAt),
    index('clips_expires_idx').on(t.expiresAt),
    check('clips_target_check', sql`(${t.sessionId} IS NULL) <> (${t.challengeId} IS NULL)`),
  ],
);

export const clipComments = pgTable(
  'clip_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clipId: uuid('clip_id')
      .notNull()
      .references(() => clips.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    atSeconds: doublePrecision('at_seconds').notNull(),
    text: text('text').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clip_comments_clip_idx').on(t.clipId, t.atSeconds)],
);
