import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ageGroups } from './age-groups.ts';
import { users } from './users.ts';

export const managers = pgTable(
  'managers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Optional since 0040_week_team_name.sql (a grassroots coach has none). */
    company: text('company'),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationLabel: text('location_label'),
    /** The code players join the team with (0013_i15_coaches.sql); made on first read. */
    teamCode: text('team_code').unique('managers_team_code_unique'),
    /** The team's name and age group (0040_week_team_name.sql); null for coaches set up before. */
    teamName: text('team_name'),
    teamAgeGroupId: text('team_age_group_id').references(() => ageGroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 0006_onboarding.sql.
  (t) => [
    check('managers_gender_check', sql`${t.gender} IN ('MALE', 'FEMALE')`),
    check('managers_company_check', sql`length(${t.company}) BETWEEN 1 AND 100`),
    check('managers_team_name_check', sql`char_length(${t.teamName}) BETWEEN 1 AND 60`),
    check(
      'managers_location_check',
      sql`${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180 AND ${t.longitude} <> 0`,
    ),
  ],
);
