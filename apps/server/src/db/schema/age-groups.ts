import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Age groups by age reached in the current calendar year; ids such as U12 (see README, "Age groups"). */
export const ageGroups = pgTable('age_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  minAge: integer('min_age').notNull(),
  maxAge: integer('max_age').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
