import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ageGroups } from './age-groups.ts';
import { clubs } from './clubs.ts';
import { users } from './users.ts';

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    ageGroupId: text('age_group_id')
      .notNull()
      .references(() => ageGroups.id),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    clubName: text('club_name'),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }).notNull(),
    heightValue: numeric('height_value', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    heightUnit: text('height_unit').notNull().default('cm'),
    weightValue: numeric('weight_value', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').notNull().default('kg'),
    nationality: text('nationality').notNull(),
    positions: text('positions').array().notNull(),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    locationStreet: text('location_street'),
    locationLatitude: doublePrecision('location_latitude').notNull(),
    locationLongitude: doublePrecision('location_longitude').notNull(),
    /** 0015_i17_privacy.sql: PENDING until the guardian of a player under 16 approves. */
    guardianApproval: text('guardian_approval', { enum: ['NOT_NEEDED', 'PENDING', 'APPROVED'] })
      .notNull()
      .default('NOT_NEEDED'),
    /** 0020_safety.sql: the training track the player (or a guardian) chose; the position does not choose it. */
    trainingTrack: text('training_track', { enum: ['OUTFIELD', 'GOALKEEPER'] })
      .notNull()
      .default('OUTFIELD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_age_group_idx').on(t.ageGroupId),
    // 0006_onboarding.sql: the contract's ranges, kept by the database too.
    index('players_club_idx').on(t.clubId),
    check('players_gender_check', sql`${t.gender} IN ('MALE', 'FEMALE')`),
    check('players_height_check', sql`${t.heightUnit} = 'cm' AND ${t.heightValue} BETWEEN 50 AND 250`),
    check('players_weight_check', sql`${t.weightUnit} = 'kg' AND ${t.weightValue} BETWEEN 10 AND 250`),
    check('players_nationality_check', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
    check('players_positions_check', sql`cardinality(${t.positions}) = 1`),
    check(
      'players_location_check',
      sql`${t.locationLatitude} BETWEEN -90 AND 90 AND ${t.locationLongitude} BETWEEN -180 AND 180 AND ${t.locationLongitude} <> 0`,
    ),
  ],
);
