import {
  ADMIN_PROGRAM_MESSAGES as M,
  type AdminProgram,
  CHALLENGE_MESSAGES,
  type CreateAdminBlock,
  type CreateAdminProgram,
  LANGUAGES,
  type UpdateAdminBlock,
  type UpdateAdminProgram,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  affectedCount,
  type FeeChangePlan,
  planFeeChanges,
  saveFeeChanges,
  sendFeeNotices,
} from '../subscriptions/fee-changes.service.ts';
import { snapshot, toJson } from './program-admin-json.ts';
import { feeRowsOf, hasEveryRegionFees } from './program-admin-fees.ts';
import { assertSafeChange, assertSafeToPublish } from './program-admin-safety.ts';
import { phaseDiff } from './program-admin-diff.ts';
import { recordPublish } from './program-publish-record.ts';
import {
  type AdminProgramRows,
  ageGroupExists,
  archivePublicProgram,
  challengeExists,
  copyProgramContent,
  deleteBlock,
  findAdminPrograms,
  insertBlock,
  insertDraftProgram,
  lockAgeGroup,
  lockProgram,
  type ProgramRow,
  renumberBlocks,
  replaceFees,
  type Texts,
  updateBlockTexts,
  updateProgramRow,
} from './program-admin.repo.ts';

/** Drops the languages left empty: `{ en, sv?, fr?, pt? }` as stored. */
export function texts(input: Partial<Record<string, string | undefined>> | undefined): Texts | undefined {
  if (!input) return undefined;
  return Object.fromEntries(Object.entries(input).filter((e): e is [string, string] => Boolean(e[1])));
}

export async function listAdminPrograms(
  db: Db,
  filter: { ageGroupId?: string; status?: ProgramRow['status'] },
): Promise<AdminProgram[]> {
  return (await findAdminPrograms(db, filter)).map(toJson);
}

async function load(db: Db, id: string): Promise<AdminProgramRows> {
  const [found] = await findAdminPrograms(db, { ids: [id] });
  if (!found) throw notFound(M.programNotFound);
  return found;
}

export async function getAdminProgram(db: Db, id: string): Promise<AdminProgram> {
  return toJson(await load(db, id));
}

/** Runs a console change to one program in a transaction, with its row locked and an audit record. */
export async function changeProgram(
  ctx: ServiceContext,
  actorId: string,
  id: string,
  action: string,
  change: (tx: Db, current: AdminProgramRows) => Promise<Record<string, unknown> | undefined>,
): Promise<AdminProgram> {
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await lockProgram(tx, id))) throw notFound(M.programNotFound);
      const before = await load(tx, id);
      const extra = await change(tx, before);
      const after = await load(tx, id);
      assertSafeChange(before, after);
      await recordAuditEvent(tx, {
        actorId,
        action,
        targetType: 'training-program',
        targetId: id,
        detail: {
          ageGroupId: before.program.ageGroupId,
          before: snapshot(before),
          after: snapshot(after),
          ...extra,
        },
      });
    });
  } catch (error) {
    // Two publishes of one age group at once: the partial unique index keeps one PUBLIC program.
    if (uniqueViolation(error) === 'training_programs_public_age_group_key') {
      throw conflict(M.needsPublicProgram);
    }
    throw error;
  }
  return getAdminProgram(ctx.db, id);
}

/** Adding, removing or reordering phases: a DRAFT that no player has (their progress points at phases). */
export function assertStructureEditable(current: AdminProgramRows) {
  if (current.program.status !== 'DRAFT' || current.players > 0) throw new AppError(409, M.structureLocked);
}

function assertPublishable(current: AdminProgramRows) {
  const complete = (t: Texts) => LANGUAGES.every((l) => Boolean(t[l]));
  if (current.blocks.length === 0) throw new AppError(409, M.noPhases);
  if (
    !complete(current.program.titles as Texts) ||
    !current.blocks.every((b) => complete(b.titles as Texts))
  ) {
    throw new AppError(409, M.translationsMissing);
  }
  if (!hasEveryRegionFees(current.fees)) throw new AppError(409, M.regionFeesIncomplete);
  // A draft is a status, never a word of the title players read.
  const titles = [current.program.titles, ...current.blocks.map((b) => b.titles)] as Texts[];
  if (titles.some((t) => Object.values(t).some((title) => DRAFT_MARKER.test(title)))) {
    throw new AppError(409, M.draftMarker, [{ field: 'titles', message: M.draftMarker }]);
  }
}

/** "(draft)" as the console once wrote it into a copy's title, in the four languages. */
const DRAFT_MARKER = /\((draft|utkast|brouillon|rascunho)\)/i;

/** `POST …/training-programs`: a DRAFT of an age group, empty or a copy of another program's phases and fees. */
export async function createAdminProgram(
  ctx: ServiceContext,
  actorId: string,
  input: CreateAdminProgram & { ageGroupId: string },
): Promise<AdminProgram> {
  if (!(await ageGroupExists(ctx.db, input.ageGroupId))) throw fieldError('ageGroupId', M.unknownAgeGroup);
  const id = await ctx.db.transaction(async (tx) => {
    if (input.copyFromId && !(await lockProgram(tx, input.copyFromId))) {
      throw fieldError('copyFromId', M.programNotFound);
    }
    const created = await insertDraftProgram(
      tx,
      {
        ageGroupId: input.ageGroupId,
        titles: texts(input.titles)!,
      },
      ctx.clock.now(),
    );
    if (input.copyFromId) await copyProgramContent(tx, input.copyFromId, created.id);
    await recordAuditEvent(tx, {
      actorId,
      action: 'program.create',
      targetType: 'training-program',
      targetId: created.id,
      detail: {
        ageGroupId: input.ageGroupId,
        copyFromId: input.copyFromId ?? null,
        after: snapshot(await load(tx, created.id)),
      },
    });
    return created.id;
  });
  return getAdminProgram(ctx.db, id);
}

/**
 * `PUT …/training-programs/{id}`: titles, fees (any price regions) and status. Publishing (→ PUBLIC)
 * needs phases, every title in the four languages and both fees of every price region; it archives
 * the age group's PUBLIC program in the same transaction, so new subscriptions get this one while
 * players keep the program (and progress) they have. A PUBLIC program leaves that status only by
 * another one being published.
 */
export async function updateAdminProgram(
  ctx: ServiceContext,
  actorId: string,
  id: string,
  input: UpdateAdminProgram,
): Promise<AdminProgram> {
  const publishing = input.status === 'PUBLIC';
  let plans: FeeChangePlan[] = [];
  const saved = await changeProgram(
    ctx,
    actorId,
    id,
    publishing ? 'program.publish' : 'program.update',
    async (tx, current) => {
      const { program } = current;
      if (input.status && input.status !== program.status && program.status === 'PUBLIC') {
        throw new AppError(409, M.needsPublicProgram);
      }
      await updateProgramRow(tx, id, { titles: texts(input.titles) }, ctx.clock.now());
      let fees: { affectedSubscriptions: number } | undefined;
      if (input.fees) {
        const rows = feeRowsOf(input.fees, current.fees);
        // Read before the fees change: what each running subscription pays now.
        plans = await planFeeChanges(tx, id, rows, ctx.clock.now());
        await replaceFees(tx, id, rows);
        await saveFeeChanges(tx, plans);
        fees = { affectedSubscriptions: affectedCount(plans) };
      }
      if (!publishing || program.status === 'PUBLIC') {
        if (input.status && input.status !== program.status)
          await updateProgramRow(tx, id, { status: input.status }, ctx.clock.now());
        return fees;
      }
      const toPublish = await load(tx, id);
      assertPublishable(toPublish);
      assertSafeToPublish(toPublish);
      await lockAgeGroup(tx, program.ageGroupId);
      await recordPublish(tx, id, program.ageGroupId, ctx.clock.now());
      const replaced = await archivePublicProgram(tx, program.ageGroupId, id, ctx.clock.now());
      await updateProgramRow(tx, id, { status: 'PUBLIC' }, ctx.clock.now());
      return { replacedProgramId: replaced, ...fees };
    },
  );
  await sendFeeNotices(ctx, plans);
  return input.fees ? { ...saved, affectedSubscriptions: affectedCount(plans) } : saved;
}

export async function createAdminBlock(
  ctx: ServiceContext,
  actorId: string,
  programId: string,
  input: CreateAdminBlock,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, programId, 'program.phase.create', async (tx, current) => {
    assertStructureEditable(current);
    await insertBlock(tx, {
      programId,
      titles: texts(input.titles)!,
      descriptions: texts(input.descriptions) ?? {},
    });
    await updateProgramRow(tx, programId, {}, ctx.clock.now());
    return undefined;
  });
}

export function findBlock(current: AdminProgramRows, blockId: string) {
  const block = current.blocks.find((b) => b.id === blockId);
  if (!block) throw notFound(M.phaseNotFound);
  return block;
}

/** Titles and descriptions of any program's phase; the order only in a draft. */
export async function updateAdminBlock(
  ctx: ServiceContext,
  actorId: string,
  programId: string,
  blockId: string,
  input: UpdateAdminBlock,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, programId, 'program.phase.update', async (tx, current) => {
    const block = findBlock(current, blockId);
    if (input.challengeId && !(await challengeExists(tx, input.challengeId))) {
      throw fieldError('challengeId', CHALLENGE_MESSAGES.challengeNotFound);
    }
    await updateBlockTexts(tx, blockId, {
      titles: texts(input.titles),
      descriptions: texts(input.descriptions),
      challengeId: input.challengeId,
    });
    if (input.order !== undefined && input.order !== block.position) {
      assertStructureEditable(current);
      const others = current.blocks.filter((b) => b.id !== blockId).map((b) => b.id);
      const at = Math.min(input.order, current.blocks.length) - 1;
      await renumberBlocks(tx, programId, [...others.slice(0, at), blockId, ...others.slice(at)]);
    }
    await updateProgramRow(tx, programId, {}, ctx.clock.now());
    const saved = (await load(tx, programId)).blocks.find((b) => b.id === blockId);
    return { phaseId: blockId, ...phaseDiff(block, saved) };
  });
}

export async function deleteAdminBlock(
  ctx: ServiceContext,
  actorId: string,
  programId: string,
  blockId: string,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, programId, 'program.phase.delete', async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    await deleteBlock(tx, blockId);
    await renumberBlocks(
      tx,
      programId,
      current.blocks.filter((b) => b.id !== blockId).map((b) => b.id),
    );
    await updateProgramRow(tx, programId, {}, ctx.clock.now());
    return { phaseId: blockId };
  });
}
