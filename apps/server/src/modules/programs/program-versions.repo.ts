import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerTrainingProgramSubscriptions, trainingProgramVersions } from '../../db/schema/index.ts';

export type VersionRow = typeof trainingProgramVersions.$inferSelect;

export async function insertVersion(
  db: Db,
  row: {
    programId: string;
    ageGroupId: string;
    replacedProgramId: string | null;
    replacedSnapshot: Record<string, unknown> | null;
    publishedAt: Date;
  },
): Promise<void> {
  await db.insert(trainingProgramVersions).values(row);
}

/** The program's publishes, newest first. */
export async function findVersions(db: Db, programId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(trainingProgramVersions)
    .where(eq(trainingProgramVersions.programId, programId))
    .orderBy(desc(trainingProgramVersions.publishedAt), desc(trainingProgramVersions.id));
}

export async function markRestored(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(trainingProgramVersions)
    .set({ restoredAt: now })
    .where(and(eq(trainingProgramVersions.id, id), isNull(trainingProgramVersions.restoredAt)));
}

/** Running subscriptions of a program. */
export async function countRunningSubscriptions(db: Db, programId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerTrainingProgramSubscriptions)
    .where(
      and(
        eq(playerTrainingProgramSubscriptions.trainingProgramId, programId),
        eq(playerTrainingProgramSubscriptions.status, 'ACTIVE'),
      ),
    );
  return row?.n ?? 0;
}
