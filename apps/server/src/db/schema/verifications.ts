import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A mailed (or, PHONE_VERIFICATION, texted) six-digit code; only its hash is kept. Resending replaces the hash (the old code dies). */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['ACCOUNT_VERIFICATION', 'CHANGE_USER_ACCOUNT_USERNAME', 'PASSWORD_RESET', 'PHONE_VERIFICATION'],
    }).notNull(),
    sendTo: text('send_to').notNull(),
    /** `salt.hmac` (base64url): HMAC-SHA-256 of the code keyed with a per-row random salt. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries used on the current code (a try is counted before comparing; a right one gives it back). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_user_idx').on(t.userId)],
);

/** Audit trail of sign-in attempts (never the password). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    userId: uuid('user_id'),
    ip: text('ip').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_created_idx').on(t.createdAt),
    index('login_attempts_username_idx').on(t.username, t.createdAt),
    index('login_attempts_user_idx').on(t.userId),
  ],
);
