import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players.ts';
import { users } from './users.ts';

/** A player's weekly goal (0032_habits_goals_reminders.sql); none: the default of 3. */
export const playerWeeklyGoals = pgTable('player_weekly_goals', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  sessionsPerWeek: integer('sessions_per_week').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Days (from_day to until_day, both included) a player rests: their weeks are FROZEN. */
export const playerFreezes = pgTable(
  'player_freezes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    fromDay: date('from_day').notNull(),
    untilDay: date('until_day').notNull(),
    reason: text('reason', { enum: ['INJURY', 'HOLIDAY', 'OTHER'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_freezes_player_idx').on(t.playerId, t.untilDay)],
);

/** A user's chosen notification settings; none: the defaults by age. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReminders: boolean('email_reminders').notNull(),
  weeklyDigest: boolean('weekly_digest').notNull(),
  pushEnabled: boolean('push_enabled').notNull(),
  quietFrom: text('quiet_from').notNull(),
  quietTo: text('quiet_to').notNull(),
  /** A guardian turned reminders or push on for a player under 16. */
  guardianAllowed: boolean('guardian_allowed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** One row: the VAPID key pair every server process signs with, and the unsubscribe links' secret. */
export const habitKeys = pgTable('habit_keys', {
  id: integer('id').primaryKey(),
  vapidPublicKey: text('vapid_public_key').notNull(),
  vapidPrivateKey: text('vapid_private_key').notNull(),
  unsubscribeSecret: text('unsubscribe_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each reminder once (user, kind, ref_key), and at most one a day in the user's zone. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refKey: text('ref_key').notNull(),
    localDay: date('local_day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'reminder_sends_pkey', columns: [t.userId, t.kind, t.refKey] }),
    unique('reminder_sends_one_a_day').on(t.userId, t.localDay),
  ],
);

/** A guardian's weekly digest, once per week. */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'digest_sends_pkey', columns: [t.userId, t.weekStart] })],
);
