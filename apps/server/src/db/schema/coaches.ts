import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { managers } from './managers.ts';
import { players } from './players.ts';
import { trainingProgramBlocks } from './training-programs.ts';

/** A player in a coach's team (0013_i15_coaches.sql); a player may be in several teams. */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    managerId: uuid('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.managerId, t.playerId] }),
    index('team_memberships_player_idx').on(t.playerId),
  ],
);

/** What a coach wrote to a player, optionally about one phase. */
export const coachFeedback = pgTable(
  'coach_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    trainingProgramBlockId: uuid('training_program_block_id').references(() => trainingProgramBlocks.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    /** Set by the welfare queue (0044): gone for everyone but admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coach_feedback_player_idx').on(t.playerId, t.createdAt),
    check('coach_feedback_text_check', sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);
