import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { managers } from './managers.ts';
import { players } from './players.ts';
import { users } from './users.ts';

/** A coach's training (0031_sched_team_events.sql); a weekly series shares `seriesId`. */
export const teamEvents = pgTable(
  'team_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_events_manager_idx').on(t.managerId, t.startsAt),
    index('team_events_series_idx').on(t.seriesId),
    check('team_events_title_check', sql`char_length(${t.title}) BETWEEN 1 AND 80`),
    check('team_events_place_check', sql`char_length(${t.place}) <= 120`),
    check('team_events_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A player's answer to a training and the coach's mark; no row: attending, not marked. */
export const teamEventAnswers = pgTable(
  'team_event_answers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => teamEvents.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    rsvp: text('rsvp', { enum: ['ATTENDING', 'NOT_ATTENDING'] })
      .notNull()
      .default('ATTENDING'),
    reason: text('reason'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    attendance: text('attendance', { enum: ['PRESENT', 'EXCUSED', 'ABSENT'] }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.playerId] }),
    index('team_event_answers_player_idx').on(t.playerId),
    check('team_event_answers_rsvp_check', sql`${t.rsvp} IN ('ATTENDING', 'NOT_ATTENDING')`),
    check('team_event_answers_reason_check', sql`char_length(${t.reason}) <= 200`),
    check('team_event_answers_attendance_check', sql`${t.attendance} IN ('PRESENT', 'EXCUSED', 'ABSENT')`),
  ],
);

/** A private calendar feed of a player or a coach: the token is never stored, only its hash. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .unique()
      .references(() => players.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id')
      .unique()
      .references(() => managers.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendar_feeds_owner_check', sql`(${t.playerId} IS NULL) <> (${t.managerId} IS NULL)`)],
);
