import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './players.ts';
import { users } from './users.ts';

/** A home of guardians (0024_households.sql). */
export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The adults of one home; an adult belongs to one home. */
export const householdMembers = pgTable(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique('household_members_user_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'household_members_pk', columns: [t.householdId, t.userId] })],
);

/** A child in a home; a child may live in two homes. Every adult of those homes guards the child. */
export const householdChildren = pgTable(
  'household_children',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'household_children_pk', columns: [t.householdId, t.playerId] }),
    index('household_children_player_idx').on(t.playerId),
  ],
);

/** Exactly one payer per child, one of its guardians. */
export const childPayers = pgTable(
  'child_payers',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('child_payers_user_idx').on(t.userId)],
);

export const CONSENT_METHODS = ['CHILD_ADDED', 'IN_APP', 'EMAIL_LINK'] as const;

/** The consent ledger: a row per act, never edited but for its revocation. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    method: text('method', { enum: CONSENT_METHODS }).notNull(),
    policyVersion: text('policy_version').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('consents_player_idx').on(t.playerId, t.grantedAt),
    check(
      'consents_scopes_check',
      sql`cardinality(${t.scopes}) >= 1 AND ${t.scopes} <@ ARRAY['PROFILE', 'TRAINING', 'COACH', 'VIDEO', 'NOTIFICATIONS']::text[]`,
    ),
    check('consents_method_check', sql`${t.method} IN ('CHILD_ADDED', 'IN_APP', 'EMAIL_LINK')`),
  ],
);

/** A guardian of another household asks to guard a child who already has an account. */
export const householdLinkRequests = pgTable(
  'household_link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('household_link_requests_open_key')
      .on(t.playerId, t.requestedBy)
      .where(sql`${t.status} = 'PENDING'`),
    check('household_link_requests_status_check', sql`${t.status} IN ('PENDING', 'APPROVED', 'DECLINED')`),
  ],
);

/** A mailed invitation to join a home as a co-guardian; only the token's SHA-256 is kept. */
export const householdInvitations = pgTable('household_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  householdId: uuid('household_id')
    .notNull()
    .references(() => households.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique('household_invitations_token_unique'),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  language: text('language').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A child's account handed to the child (from 16): the mailed link to set e-mail and password. */
export const childHandovers = pgTable('child_handovers', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique('child_handovers_token_unique'),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  language: text('language').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Guardians a player of 18 or more removed (0047): they guard the child no more, whatever home they
 * share. Kept until the player or the guardian goes (in both exports).
 */
export const guardianRemovals = pgTable(
  'guardian_removals',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'guardian_removals_pk', columns: [t.playerId, t.userId] }),
    index('guardian_removals_user_idx').on(t.userId),
  ],
);
