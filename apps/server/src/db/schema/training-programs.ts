import type { Language } from '@academy/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ageGroups } from './age-groups.ts';
import { challenges } from './challenges.ts';

/** A text in each language of the app (en always present). */
export type Translations = Partial<Record<Language, string>> & { en: string };

export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentKey: text('content_key').notNull().unique(),
    ageGroupId: text('age_group_id')
      .notNull()
      .references(() => ageGroups.id),
    status: text('status', { enum: ['PUBLIC', 'DRAFT', 'ARCHIVED'] })
      .notNull()
      .default('PUBLIC'),
    titles: jsonb('titles').$type<Translations>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change made in the academy console; the start-up seed leaves such programs alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('training_programs_public_age_group_key').on(t.ageGroupId).where(sql`${t.status} = 'PUBLIC'`),
    index('training_programs_status_age_group_idx').on(t.status, t.ageGroupId),
  ],
);

export const trainingProgramBlocks = pgTable(
  'training_program_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentKey: text('content_key').notNull().unique(),
    trainingProgramId: uuid('training_program_id')
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titles: jsonb('titles').$type<Translations>().notNull(),
    descriptions: jsonb('descriptions').$type<Partial<Translations>>().notNull().default({}),
    /** 0021_challenges.sql: the skill challenge that closes the phase (challenges.id). */
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
  },
  (t) => [unique('training_program_blocks_program_position_unique').on(t.trainingProgramId, t.position)],
);

export const fees = pgTable(
  'fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainingProgramId: uuid('training_program_id')
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** 0010_i12_billing.sql: the price region; the label every screen shows (99 kr, 1 $). */
    region: text('region', { enum: ['DEFAULT', 'AFRICA'] })
      .notNull()
      .default('DEFAULT'),
    label: text('label'),
  },
  (t) => [unique('fees_program_region_type_unique').on(t.trainingProgramId, t.region, t.type)],
);

/** 0043_words_program_versions.sql: a publish, the program it replaced and that program as it was then. */
export const trainingProgramVersions = pgTable(
  'training_program_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    ageGroupId: text('age_group_id')
      .notNull()
      .references(() => ageGroups.id),
    replacedProgramId: uuid('replaced_program_id').references(() => trainingPrograms.id, {
      onDelete: 'cascade',
    }),
    replacedSnapshot: jsonb('replaced_snapshot').$type<Record<string, unknown>>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [index('training_program_versions_program_idx').on(t.programId, t.publishedAt)],
);
