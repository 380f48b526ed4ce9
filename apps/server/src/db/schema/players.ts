import { date, doublePrecision, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('players_age_group_idx').on(t.ageGroupId)],
);
