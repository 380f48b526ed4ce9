import { AGE_GROUPS as CONTRACT_AGE_GROUPS } from '@academy/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { ageGroups } from './schema/index.ts';
import { seedTrainingPrograms } from './seed-programs.ts';
import { seedTrainingSessions } from './seed-sessions.ts';

/** Age groups U7..U19 and SENIOR, defined once in the contract (the web app names them too). */
export const AGE_GROUPS = [...CONTRACT_AGE_GROUPS];

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
