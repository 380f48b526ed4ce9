import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const managers = pgTable(
  'managers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationLabel: text('location_label'),
    /** The code players join the team with (0013_i15_coaches.sql); made on first read. */
    teamCode: text('team_code').unique('managers_team_code_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 0006_onboarding.sql.
  (t) => [
    check('managers_gender_check', sql`${t.gender} IN ('MALE', 'FEMALE')`),
    check('managers_company_check', sql`length(${t.company}) BETWEEN 1 AND 100`),
    check(
      'managers_location_check',
      sql`${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180 AND ${t.longitude} <> 0`,
    ),
  ],
);
