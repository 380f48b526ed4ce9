import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the start-up seed last wrote (db/seed.ts): a hash of the content per seeded unit. */
export const contentSeedState = pgTable('content_seed_state', {
  unit: text('unit').primaryKey(),
  contentHash: text('content_hash').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
