import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fees,
  players,
  playerTrainingProgramBlocks,
  playerTrainingProgramSubscriptions,
  playerTrainingPrograms,
  trainingProgramBlocks,
  trainingPrograms,
} from '../../db/schema/index.ts';

export type ProgramRow = typeof trainingPrograms.$inferSelect;
export type FeeRow = typeof fees.$inferSelect;
export type ProgramWithFees = ProgramRow & { fees: FeeRow[] };

async function attachFees(db: Db, programs: ProgramRow[]): Promise<ProgramWithFees[]> {
  if (programs.length === 0) return [];
  const rows = await db
    .select()
    .from(fees)
    .where(
      and(
        inArray(
          fees.trainingProgramId,
          programs.map((p) => p.id),
        ),
        // The catalogue shows the list price; a subscription carries its player's region (subscriptions module).
        eq(fees.region, 'DEFAULT'),
      ),
    )
    .orderBy(asc(fees.type));
  return programs.map((p) => ({ ...p, fees: rows.filter((f) => f.trainingProgramId === p.id) }));
}

export async function findPrograms(
  db: Db,
  filter: { status: ProgramRow['status']; ageGroupId?: string },
): Promise<ProgramWithFees[]> {
  const conditions = [eq(trainingPrograms.status, filter.status)];
  // Age group ids are stored upper-case (U12, SENIOR); callers pass them upper-cased, so the index serves.
  if (filter.ageGroupId) conditions.push(eq(trainingPrograms.ageGroupId, filter.ageGroupId));
  const rows = await db
    .select()
    .from(trainingPrograms)
    .where(and(...conditions))
    .orderBy(asc(trainingPrograms.ageGroupId));
  return attachFees(db, rows);
}

export async function findProgramById(db: Db, id: string): Promise<ProgramWithFees | null> {
  const [row] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id));
  return row ? ((await attachFees(db, [row]))[0] ?? null) : null;
}

export async function findBlocksOfProgram(db: Db, programId: string) {
  return db
    .select()
    .from(trainingProgramBlocks)
    .where(eq(trainingProgramBlocks.trainingProgramId, programId))
    .orderBy(asc(trainingProgramBlocks.position));
}

/** A player's program with the user who owns the player (for access checks). */
export async function findPlayerProgram(db: Db, id: string) {
  const [row] = await db
    .select({
      id: playerTrainingPrograms.id,
      playerId: playerTrainingPrograms.playerId,
      trainingProgramId: playerTrainingPrograms.trainingProgramId,
      createdAt: playerTrainingPrograms.createdAt,
      userId: players.userId,
      trainingTrack: players.trainingTrack,
      ageGroupId: trainingPrograms.ageGroupId,
    })
    .from(playerTrainingPrograms)
    .innerJoin(players, eq(players.id, playerTrainingPrograms.playerId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, playerTrainingPrograms.trainingProgramId))
    .where(eq(playerTrainingPrograms.id, id));
  return row ?? null;
}

export async function findPlayerProgramBlocks(db: Db, playerProgramId: string) {
  return db
    .select({
      id: playerTrainingProgramBlocks.id,
      status: playerTrainingProgramBlocks.status,
      startDate: playerTrainingProgramBlocks.startDate,
      trainingProgramBlockId: playerTrainingProgramBlocks.trainingProgramBlockId,
    })
    .from(playerTrainingProgramBlocks)
    .innerJoin(
      trainingProgramBlocks,
      eq(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId),
    )
    .where(eq(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId))
    .orderBy(asc(trainingProgramBlocks.position));
}

/**
 * Creates (or finds) the player's copy of the program with one phase per program block, the
 * first ACTIVE and the rest INACTIVE, and links the subscription to it. One transaction; unique
 * keys make concurrent calls meet on the same rows.
 */
export async function createPlayerProgram(
  db: Db,
  input: { subscriptionId: string; playerId: string; trainingProgramId: string; now: Date },
): Promise<{ program: typeof playerTrainingPrograms.$inferSelect; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(playerTrainingPrograms)
      .values({ playerId: input.playerId, trainingProgramId: input.trainingProgramId })
      .onConflictDoNothing()
      .returning();
    const program =
      inserted ??
      (
        await tx
          .select()
          .from(playerTrainingPrograms)
          .where(
            and(
              eq(playerTrainingPrograms.playerId, input.playerId),
              eq(playerTrainingPrograms.trainingProgramId, input.trainingProgramId),
            ),
          )
      )[0]!;
    const blocks = await tx
      .select({ id: trainingProgramBlocks.id })
      .from(trainingProgramBlocks)
      .where(eq(trainingProgramBlocks.trainingProgramId, input.trainingProgramId))
      .orderBy(asc(trainingProgramBlocks.position));
    if (blocks.length > 0) {
      // Phases already there keep their progress; phases added to the content start INACTIVE.
      await tx
        .insert(playerTrainingProgramBlocks)
        .values(
          blocks.map((block, index) => ({
            playerTrainingProgramId: program.id,
            trainingProgramBlockId: block.id,
            status: index === 0 && inserted ? ('ACTIVE' as const) : ('INACTIVE' as const),
            startDate: index === 0 && inserted ? input.now : null,
          })),
        )
        .onConflictDoNothing();
    }
    const [linked] = await tx
      .update(playerTrainingProgramSubscriptions)
      .set({ playerTrainingProgramId: program.id, updatedAt: input.now })
      .where(
        and(
          eq(playerTrainingProgramSubscriptions.id, input.subscriptionId),
          sql`${playerTrainingProgramSubscriptions.playerTrainingProgramId} IS DISTINCT FROM ${program.id}`,
        ),
      )
      .returning({ id: playerTrainingProgramSubscriptions.id });
    return { program, created: Boolean(inserted) || Boolean(linked) };
  });
}
