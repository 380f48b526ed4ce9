import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per issued token pair; only SHA-256 hashes of the tokens are kept. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every pair made by refreshing shares the family of the first sign-in. */
    familyId: uuid('family_id').notNull(),
    clientId: text('client_id').notNull(),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    scope: text('scope').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** The end of the sign-in: no pair of the family refreshes after it (an absolute lifetime). */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    /** Set when this pair's refresh token was exchanged for a new pair. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_tokens_user_idx').on(t.userId), index('oauth_tokens_family_idx').on(t.familyId)],
);
