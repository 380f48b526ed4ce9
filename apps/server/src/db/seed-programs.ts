import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { TRAINING_PROGRAMS } from './content/programs.ts';
import { fees, trainingProgramBlocks, trainingPrograms } from './schema/index.ts';
import { onlyChanged } from './upsert.ts';

/**
 * Upserts the training programs of db/content/programs.ts by their stable keys: titles, phases
 * and fees follow the content; ids (and so players' progress) stay. A program changed in the academy
 * console (`edited_at` set) is left as the console left it, with its phases and fees: the content is
 * the starting point, the console's edits win. Idempotent and safe when two processes start at once.
 */
export async function seedTrainingPrograms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const edited = await tx
      .select({ contentKey: trainingPrograms.contentKey })
      .from(trainingPrograms)
      .where(isNotNull(trainingPrograms.editedAt));
    const editedKeys = new Set(edited.map((r) => r.contentKey));
    const programs = TRAINING_PROGRAMS.filter((p) => !editedKeys.has(p.key));
    if (programs.length === 0) return;
    await tx
      .insert(trainingPrograms)
      .values(
        programs.map((p) => ({
          contentKey: p.key,
          ageGroupId: p.ageGroupId,
          status: p.status,
          titles: { ...p.title },
        })),
      )
      .onConflictDoUpdate({
        target: trainingPrograms.contentKey,
        // Only programs whose content changed are written (and get a new updated_at).
        ...onlyChanged(trainingPrograms, ['ageGroupId', 'status', 'titles'], { updatedAt: sql`now()` }),
      });
    const programRows = await tx
      .select({ id: trainingPrograms.id, contentKey: trainingPrograms.contentKey })
      .from(trainingPrograms)
      .where(
        inArray(
          trainingPrograms.contentKey,
          programs.map((p) => p.key),
        ),
      );
    const idByKey = new Map(programRows.map((r) => [r.contentKey, r.id]));

    await tx
      .insert(trainingProgramBlocks)
      .values(
        programs.flatMap((p) =>
          p.phases.map((phase, index) => ({
            contentKey: phase.key,
            trainingProgramId: idByKey.get(p.key)!,
            position: index + 1,
            titles: { ...phase.title },
            descriptions: { ...phase.description },
          })),
        ),
      )
      .onConflictDoUpdate({
        target: trainingProgramBlocks.contentKey,
        ...onlyChanged(trainingProgramBlocks, ['trainingProgramId', 'position', 'titles', 'descriptions']),
      });

    await tx
      .insert(fees)
      .values(
        programs.flatMap((p) =>
          p.fees.map((fee) => ({
            trainingProgramId: idByKey.get(p.key)!,
            type: fee.type,
            region: fee.region,
            amount: fee.amount,
            currency: fee.currency,
            label: fee.label,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [fees.trainingProgramId, fees.region, fees.type],
        ...onlyChanged(fees, ['amount', 'currency', 'label']),
      });
  });
}
