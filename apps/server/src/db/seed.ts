import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { ageGroups } from './schema/index.ts';
import { seedTrainingPrograms } from './seed-programs.ts';
import { seedTrainingSessions } from './seed-sessions.ts';

/** Age groups U7..U19 and SENIOR; the rule that maps a date of birth onto them is in README "Age groups". */
export const AGE_GROUPS = [
  { id: 'U7', name: 'Under 7', minAge: 0, maxAge: 6, sortOrder: 7 },
  ...Array.from({ length: 12 }, (_, i) => {
    const n = i + 8;
    return { id: `U${n}`, name: `Under ${n}`, minAge: n - 1, maxAge: n - 1, sortOrder: n };
  }),
  { id: 'SENIOR', name: 'Senior', minAge: 19, maxAge: 200, sortOrder: 100 },
];

/** Idempotent: safe on every start and from several processes at once. */
export async function seedBaseContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(ageGroups)
      .values(AGE_GROUPS)
      .onConflictDoUpdate({
        target: ageGroups.id,
        set: {
          name: sql`excluded.name`,
          minAge: sql`excluded.min_age`,
          maxAge: sql`excluded.max_age`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  });
  await seedTrainingPrograms(db);
  await seedTrainingSessions(db);
}
