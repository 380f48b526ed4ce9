import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { challenges } from './challenges.ts';
import { managers } from './managers.ts';
import { players } from './players.ts';
import { trainingSessions } from './training-sessions.ts';
import { users } from './users.ts';

/** A session or a challenge a coach asked of players by a day (0030_week_assignments.sql). */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    trainingSessionId: uuid('training_session_id').references(() => trainingSessions.id, {
      onDelete: 'cascade',
    }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'assignments_one_target_check',
      sql`(${t.trainingSessionId} IS NULL) <> (${t.challengeId} IS NULL)`,
    ),
    check('assignments_note_check', sql`${t.note} IS NULL OR char_length(${t.note}) <= 500`),
  ],
);

/** The players an assignment asks. */
export const assignmentPlayers = pgTable(
  'assignment_players',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.playerId] }),
    index('assignment_players_player_idx').on(t.playerId),
  ],
);

/** The team board names the player (0030_week_assignments.sql): a row is "opted in"; off by default. */
export const leaderboardOptIns = pgTable('leaderboard_opt_ins', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  chosenBy: uuid('chosen_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
