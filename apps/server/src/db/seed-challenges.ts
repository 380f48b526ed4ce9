import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { CHALLENGES, PHASE_CHALLENGES } from './content/challenges.ts';
import { challengeThresholds, challenges, trainingProgramBlocks, trainingPrograms } from './schema/index.ts';
import { onlyChanged } from './upsert.ts';

/**
 * Upserts the challenges of db/content/challenges.ts by their stable keys with their marks by age
 * group, then names each phase's challenge. A challenge changed in the academy console (`edited_at`)
 * keeps its texts and marks; a program changed there keeps its phases' challenges. Ids (and so
 * results) stay. Idempotent and safe when two processes start at once. Runs after the programs.
 */
export async function seedChallenges(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const edited = await tx
      .select({ contentKey: challenges.contentKey })
      .from(challenges)
      .where(isNotNull(challenges.editedAt));
    const editedKeys = new Set(edited.map((r) => r.contentKey));
    const seeded = CHALLENGES.filter((c) => !editedKeys.has(c.key));
    if (seeded.length > 0) {
      await tx
        .insert(challenges)
        .values(
          seeded.map((c) => ({
            contentKey: c.key,
            titles: { ...c.title },
            descriptions: { ...c.description },
            steps: { ...c.steps },
            unit: c.unit,
            better: c.better,
            timeLimitSeconds: c.timeLimitSeconds,
            maxValue: c.maxValue,
          })),
        )
        .onConflictDoUpdate({
          target: challenges.contentKey,
          ...onlyChanged(
            challenges,
            ['titles', 'descriptions', 'steps', 'unit', 'better', 'timeLimitSeconds', 'maxValue'],
            { updatedAt: sql`now()` },
          ),
        });
    }
    const rows = await tx
      .select({ id: challenges.id, contentKey: challenges.contentKey })
      .from(challenges)
      .where(
        inArray(
          challenges.contentKey,
          CHALLENGES.map((c) => c.key),
        ),
      );
    const idByKey = new Map(rows.map((r) => [r.contentKey, r.id]));

    for (const challenge of seeded) {
      const challengeId = idByKey.get(challenge.key)!;
      const marks = Object.entries(challenge.marks);
      await tx.delete(challengeThresholds).where(
        and(
          eq(challengeThresholds.challengeId, challengeId),
          notInArray(
            challengeThresholds.ageGroupId,
            marks.map(([ageGroupId]) => ageGroupId),
          ),
        ),
      );
      await tx
        .insert(challengeThresholds)
        .values(
          marks.map(([ageGroupId, [bronze, silver, gold]]) => ({
            challengeId,
            ageGroupId,
            bronze,
            silver,
            gold,
          })),
        )
        .onConflictDoUpdate({
          target: [challengeThresholds.challengeId, challengeThresholds.ageGroupId],
          ...onlyChanged(challengeThresholds, ['bronze', 'silver', 'gold']),
        });
    }

    const blocks = await tx
      .select({ id: trainingProgramBlocks.id, contentKey: trainingProgramBlocks.contentKey })
      .from(trainingProgramBlocks)
      .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingProgramBlocks.trainingProgramId))
      .where(
        and(
          inArray(trainingProgramBlocks.contentKey, Object.keys(PHASE_CHALLENGES)),
          isNull(trainingPrograms.editedAt),
        ),
      );
    for (const block of blocks) {
      const key = PHASE_CHALLENGES[block.contentKey]!;
      const challengeId = idByKey.get(key);
      if (!challengeId) throw new Error(`Phase ${block.contentKey} names an unknown challenge ${key}`);
      await tx
        .update(trainingProgramBlocks)
        .set({ challengeId })
        .where(
          and(
            eq(trainingProgramBlocks.id, block.id),
            sql`${trainingProgramBlocks.challengeId} is distinct from ${challengeId}::uuid`,
          ),
        );
    }
  });
}
