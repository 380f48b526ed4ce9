import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { TRAINING_PROGRAMS } from './content/programs.ts';
import { fees, trainingProgramBlocks, trainingPrograms } from './schema/index.ts';

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
        set: {
          ageGroupId: sql`excluded.age_group_id`,
          status: sql`excluded.status`,
          titles: sql`excluded.titles`,
          updatedAt: sql`now()`,
        },
        // Only programs whose content changed are written.
        setWhere: sql`(${trainingPrograms.ageGroupId}, ${trainingPrograms.status}, ${trainingPrograms.titles})
          is distinct from (excluded.age_group_id, excluded.status, excluded.titles)`,
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
        set: {
          trainingProgramId: sql`excluded.training_program_id`,
          position: sql`excluded.position`,
          titles: sql`excluded.titles`,
          descriptions: sql`excluded.descriptions`,
        },
        setWhere: sql`(${trainingProgramBlocks.trainingProgramId}, ${trainingProgramBlocks.position},
          ${trainingProgramBlocks.titles}, ${trainingProgramBlocks.descriptions})
          is distinct from (excluded.training_program_id, excluded.position, excluded.titles, excluded.descriptions)`,
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
        set: { amount: sql`excluded.amount`, currency: sql`excluded.currency`, label: sql`excluded.label` },
        setWhere: sql`(${fees.amount}, ${fees.currency}, ${fees.label})
          is distinct from (excluded.amount, excluded.currency, excluded.label)`,
      });
  });
}
