import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** The guardian's approval of a player under 16 (0015_i17_privacy.sql); one row per player. */
export const guardianApprovals = pgTable('guardian_approvals', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  guardianEmail: text('guardian_email').notNull(),
  /** SHA-256 of the link's token; null once the link was used. */
  tokenHash: text('token_hash').unique('guardian_approvals_token_unique'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  language: text('language').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedIp: text('approved_ip'),
  policyVersion: text('policy_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
