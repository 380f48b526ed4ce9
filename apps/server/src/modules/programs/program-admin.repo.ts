import { formatAmountLabel, PRICE_REGIONS, type PriceRegion } from '@academy/contract/prices';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ageGroups,
  challenges,
  fees,
  playerTrainingPrograms,
  trainingProgramBlocks,
  trainingPrograms,
} from '../../db/schema/index.ts';
import {
  consoleKey,
  copyPhaseSessions,
  findSessionsOfPhases,
  type SessionRow,
} from './program-admin-sessions.repo.ts';

export type ProgramRow = typeof trainingPrograms.$inferSelect;
export type BlockRow = typeof trainingProgramBlocks.$inferSelect;
/** A fee row of one price region; a null label shows the amount's own (`99 kr`). */
export type FeeInput = {
  type: 'MONTHLY' | 'YEARLY';
  amount: number;
  currency: string;
  region: PriceRegion;
  label: string | null;
};
export type { Texts } from './program-admin-sessions.repo.ts';
import type { Texts } from './program-admin-sessions.repo.ts';
export interface AdminProgramRows {
  program: ProgramRow;
  blocks: BlockRow[];
  sessions: SessionRow[];
  fees: FeeInput[];
  players: number;
}

/** Programs with their phases, fees and how many players have them, by age group then status. */
export async function findAdminPrograms(
  db: Db,
  filter: { ids?: string[]; ageGroupId?: string; status?: ProgramRow['status'] },
): Promise<AdminProgramRows[]> {
  const conditions = [];
  if (filter.ids) conditions.push(inArray(trainingPrograms.id, filter.ids));
  if (filter.ageGroupId) conditions.push(eq(trainingPrograms.ageGroupId, filter.ageGroupId));
  if (filter.status) conditions.push(eq(trainingPrograms.status, filter.status));
  const programs = await db
    .select({ program: trainingPrograms, sortOrder: ageGroups.sortOrder })
    .from(trainingPrograms)
    .innerJoin(ageGroups, eq(ageGroups.id, trainingPrograms.ageGroupId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(ageGroups.sortOrder), asc(trainingPrograms.status), asc(trainingPrograms.createdAt));
  if (programs.length === 0) return [];
  const ids = programs.map((p) => p.program.id);
  const [blockRows, feeRows, counts] = await Promise.all([
    db
      .select()
      .from(trainingProgramBlocks)
      .where(inArray(trainingProgramBlocks.trainingProgramId, ids))
      .orderBy(asc(trainingProgramBlocks.position)),
    db.select().from(fees).where(inArray(fees.trainingProgramId, ids)).orderBy(asc(fees.type)),
    db
      .select({ id: playerTrainingPrograms.trainingProgramId, n: sql<number>`count(*)::int` })
      .from(playerTrainingPrograms)
      .where(inArray(playerTrainingPrograms.trainingProgramId, ids))
      .groupBy(playerTrainingPrograms.trainingProgramId),
  ]);
  const sessions = await findSessionsOfPhases(
    db,
    blockRows.map((b) => b.id),
  );
  return programs.map(({ program }) => ({
    program,
    blocks: blockRows.filter((b) => b.trainingProgramId === program.id),
    sessions,
    // Every price region's fees, DEFAULT first.
    fees: feeRows
      .filter((f) => f.trainingProgramId === program.id)
      .sort((a, b) => PRICE_REGIONS.indexOf(a.region) - PRICE_REGIONS.indexOf(b.region))
      .map((f) => ({
        type: f.type,
        amount: f.amount,
        currency: f.currency,
        region: f.region,
        label: f.label,
      })),
    players: counts.find((c) => c.id === program.id)?.n ?? 0,
  }));
}

export async function ageGroupExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: ageGroups.id }).from(ageGroups).where(eq(ageGroups.id, id));
  return Boolean(row);
}

/** Serialises publishing within one age group (two admins publishing two drafts at once). */
export async function lockAgeGroup(db: Db, id: string): Promise<void> {
  await db.select({ id: ageGroups.id }).from(ageGroups).where(eq(ageGroups.id, id)).for('update');
}

export async function lockProgram(db: Db, id: string): Promise<ProgramRow | null> {
  const [row] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id)).for('update');
  return row ?? null;
}

export async function insertDraftProgram(
  db: Db,
  input: { ageGroupId: string; titles: Texts },
  now: Date,
): Promise<ProgramRow> {
  const [row] = await db
    .insert(trainingPrograms)
    .values({
      contentKey: consoleKey('program'),
      ageGroupId: input.ageGroupId,
      status: 'DRAFT',
      titles: input.titles as ProgramRow['titles'],
      editedAt: now,
    })
    .returning();
  return row!;
}

/** Copies phases (new ids) and every price region's fees (with their labels) of one program into another. */
export async function copyProgramContent(db: Db, fromId: string, toId: string): Promise<void> {
  const blocks = await db
    .select()
    .from(trainingProgramBlocks)
    .where(eq(trainingProgramBlocks.trainingProgramId, fromId))
    .orderBy(asc(trainingProgramBlocks.position));
  for (const b of blocks) {
    const [copy] = await db
      .insert(trainingProgramBlocks)
      .values({
        contentKey: consoleKey('phase'),
        trainingProgramId: toId,
        position: b.position,
        titles: b.titles,
        descriptions: b.descriptions,
        challengeId: b.challengeId,
      })
      .returning({ id: trainingProgramBlocks.id });
    await copyPhaseSessions(db, b.id, copy!.id);
  }
  const feeRows = await db.select().from(fees).where(eq(fees.trainingProgramId, fromId));
  if (feeRows.length) await replaceFees(db, toId, feeRows);
}

/** Any console change marks the program edited (the seed then leaves it alone). */
export async function updateProgramRow(
  db: Db,
  id: string,
  patch: { titles?: Texts; status?: ProgramRow['status'] },
  now: Date,
): Promise<void> {
  await db
    .update(trainingPrograms)
    .set({
      ...(patch.titles ? { titles: patch.titles as ProgramRow['titles'] } : {}),
      ...(patch.status ? { status: patch.status } : {}),
      updatedAt: now,
      editedAt: now,
    })
    .where(eq(trainingPrograms.id, id));
}

/** Writes the given regions' fees (one row per program, region and plan); other regions keep theirs. */
export async function replaceFees(db: Db, programId: string, rows: FeeInput[]): Promise<void> {
  await db
    .insert(fees)
    .values(
      rows.map((f) => ({
        trainingProgramId: programId,
        type: f.type,
        amount: f.amount,
        currency: f.currency,
        region: f.region,
        label: f.label ?? formatAmountLabel(f.amount, f.currency),
      })),
    )
    .onConflictDoUpdate({
      target: [fees.trainingProgramId, fees.region, fees.type],
      set: { amount: sql`excluded.amount`, currency: sql`excluded.currency`, label: sql`excluded.label` },
    });
}

/** The age group's PUBLIC program other than `exceptId` becomes ARCHIVED; answers its id. */
export async function archivePublicProgram(
  db: Db,
  ageGroupId: string,
  exceptId: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .update(trainingPrograms)
    .set({ status: 'ARCHIVED', updatedAt: now, editedAt: now })
    .where(
      and(
        eq(trainingPrograms.ageGroupId, ageGroupId),
        eq(trainingPrograms.status, 'PUBLIC'),
        ne(trainingPrograms.id, exceptId),
      ),
    )
    .returning({ id: trainingPrograms.id });
  return rows[0]?.id ?? null;
}

export async function insertBlock(
  db: Db,
  input: { programId: string; titles: Texts; descriptions: Texts },
): Promise<BlockRow> {
  const [row] = await db
    .insert(trainingProgramBlocks)
    .values({
      contentKey: consoleKey('phase'),
      trainingProgramId: input.programId,
      position: sql`(select coalesce(max(${trainingProgramBlocks.position}), 0) + 1 from ${trainingProgramBlocks} where ${trainingProgramBlocks.trainingProgramId} = ${input.programId})`,
      titles: input.titles as BlockRow['titles'],
      descriptions: input.descriptions,
    })
    .returning();
  return row!;
}

export async function challengeExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, id));
  return Boolean(row);
}

export async function updateBlockTexts(
  db: Db,
  id: string,
  patch: { titles?: Texts; descriptions?: Texts; challengeId?: string | null },
): Promise<void> {
  if (!patch.titles && !patch.descriptions && patch.challengeId === undefined) return;
  await db
    .update(trainingProgramBlocks)
    .set({
      ...(patch.titles ? { titles: patch.titles as BlockRow['titles'] } : {}),
      ...(patch.descriptions ? { descriptions: patch.descriptions } : {}),
      ...(patch.challengeId !== undefined ? { challengeId: patch.challengeId } : {}),
    })
    .where(eq(trainingProgramBlocks.id, id));
}

export async function deleteBlock(db: Db, id: string): Promise<void> {
  await db.delete(trainingProgramBlocks).where(eq(trainingProgramBlocks.id, id));
}

/**
 * Gives the program's phases the positions 1…n in `orderedIds` order. Positions are unique per
 * program, so the rows step aside (beyond any real position) first.
 */
export async function renumberBlocks(db: Db, programId: string, orderedIds: string[]): Promise<void> {
  await db
    .update(trainingProgramBlocks)
    .set({ position: sql`${trainingProgramBlocks.position} + 10000` })
    .where(eq(trainingProgramBlocks.trainingProgramId, programId));
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(trainingProgramBlocks)
      .set({ position: index + 1 })
      .where(eq(trainingProgramBlocks.id, id));
  }
}
