import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedList, LocalizedText } from '../content/sessions/types.ts';
import { ageGroups } from './age-groups.ts';
import { players } from './players.ts';
import { users } from './users.ts';

/** A skill challenge of the content (db/content/challenges.ts), seeded by `contentKey`. */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentKey: text('content_key').notNull().unique(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    steps: jsonb('steps').$type<LocalizedList>().notNull(),
    unit: text('unit', { enum: ['COUNT', 'SECONDS'] }).notNull(),
    better: text('better', { enum: ['HIGHER', 'LOWER'] }).notNull(),
    timeLimitSeconds: integer('time_limit_seconds'),
    maxValue: doublePrecision('max_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change made in the academy console; the start-up seed leaves such challenges alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    check('challenges_unit_check', sql`${t.unit} IN ('COUNT', 'SECONDS')`),
    check('challenges_better_check', sql`${t.better} IN ('HIGHER', 'LOWER')`),
  ],
);

/** A challenge's bronze, silver and gold marks for one age group; no row: not set for that group. */
export const challengeThresholds = pgTable(
  'challenge_thresholds',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    ageGroupId: text('age_group_id')
      .notNull()
      .references(() => ageGroups.id),
    bronze: doublePrecision('bronze').notNull(),
    silver: doublePrecision('silver').notNull(),
    gold: doublePrecision('gold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.ageGroupId] }),
    index('challenge_thresholds_age_group_idx').on(t.ageGroupId),
    check(
      'challenge_thresholds_order_check',
      sql`(${t.bronze} < ${t.silver} AND ${t.silver} < ${t.gold}) OR (${t.bronze} > ${t.silver} AND ${t.silver} > ${t.gold})`,
    ),
  ],
);

/** A player's attempt at a challenge: tier and personal best as they were when it was recorded. */
export const challengeResults = pgTable(
  'challenge_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    ageGroupId: text('age_group_id')
      .notNull()
      .references(() => ageGroups.id),
    value: doublePrecision('value').notNull(),
    tier: text('tier', { enum: ['NONE', 'BRONZE', 'SILVER', 'GOLD'] }).notNull(),
    personalBest: boolean('personal_best').notNull(),
    clipId: uuid('clip_id'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenge_results_player_idx').on(t.playerId, t.createdAt),
    index('challenge_results_challenge_idx').on(t.challengeId),
    check('challenge_results_value_check', sql`${t.value} >= 0`),
  ],
);
