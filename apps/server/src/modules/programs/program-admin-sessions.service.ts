import {
  ADMIN_PROGRAM_MESSAGES as M,
  type AdminProgram,
  CHALLENGE_MESSAGES,
  type CreateAdminSession,
  type UpdateAdminSession,
} from '@academy/contract';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { sessionDiff } from './program-admin-diff.ts';
import {
  findSessionsOfPhases,
  insertPhaseSession,
  ownSessionOfPhase,
  renumberPhaseSessions,
  type SessionRow,
  unlinkPhaseSession,
  updateSessionRow,
} from './program-admin-sessions.repo.ts';
import { challengeExists, updateProgramRow } from './program-admin.repo.ts';
import { assertStructureEditable, changeProgram, findBlock, texts } from './program-admin.service.ts';

/**
 * The sessions of a phase, edited in the console: a DRAFT no player has (players' completions point
 * at sessions). Seeded sessions and sessions other phases share are copied before a change, so the
 * live programs (and the content the seed maintains) stay as they are.
 */
export async function createAdminSession(
  ctx: ServiceContext,
  actorId: string,
  programId: string,
  blockId: string,
  input: CreateAdminSession,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, programId, 'program.session.create', async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    await insertPhaseSession(tx, blockId, {
      titles: texts(input.titles)!,
      descriptions: texts(input.descriptions) ?? {},
      durationMinutes: input.durationMinutes,
      headers: input.headers,
      track: input.track,
    });
    await updateProgramRow(tx, programId, {}, ctx.clock.now());
    return { phaseId: blockId };
  });
}

export async function updateAdminSession(
  ctx: ServiceContext,
  actorId: string,
  programId: string,
  blockId: string,
  sessionId: string,
  input: UpdateAdminSession,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, programId, 'program.session.update', async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    const inPhase = current.sessions.filter((s) => s.blockId === blockId);
    const session = inPhase.find((s) => s.id === sessionId);
    if (!session) throw notFound(M.sessionNotFound);
    let id = sessionId;
    const { titles, descriptions, durationMinutes, headers, track, diagram } = input;
    const { steps, coachingPoints, equipment } = input;
    const seconds = stepSecondsOf(input, session);
    const { challengeId } = input;
    if (challengeId && !(await challengeExists(tx, challengeId))) {
      throw fieldError('challengeId', CHALLENGE_MESSAGES.challengeNotFound);
    }
    const content = [titles, descriptions, durationMinutes, track, diagram, steps, coachingPoints, equipment];
    const values = [headers, seconds, challengeId];
    if (content.some(Boolean) || values.some((v) => v !== undefined)) {
      id = await ownSessionOfPhase(tx, blockId, session);
      await updateSessionRow(
        tx,
        id,
        {
          titles: texts(titles),
          descriptions: texts(descriptions),
          durationMinutes,
          headers,
          track,
          diagram,
          steps,
          coachingPoints,
          equipment,
          stepSeconds: seconds,
          challengeId,
        },
        ctx.clock.now(),
      );
    }
    if (input.order !== undefined && input.order !== session.position) {
      const others = inPhase.filter((s) => s.id !== sessionId).map((s) => s.id);
      const at = Math.min(input.order, inPhase.length) - 1;
      await renumberPhaseSessions(tx, blockId, [...others.slice(0, at), id, ...others.slice(at)]);
    }
    await updateProgramRow(tx, programId, {}, ctx.clock.now());
    // The audit's before/after: the session's changed fields (the program snapshot names phases only).
    const saved = (await findSessionsOfPhases(tx, [blockId])).find((s) => s.id === id);
    return {
      phaseId: blockId,
      sessionId: id,
      copiedFrom: id === sessionId ? null : sessionId,
      ...sessionDiff(session, saved),
    };
  });
}

/**
 * The step seconds a change stores: given, one per step (the steps sent, else the stored ones: 400 on
 * `stepSeconds` otherwise); steps sent without them: null, read from the English texts again.
 */
function stepSecondsOf(input: UpdateAdminSession, session: SessionRow): (number | null)[] | null | undefined {
  if (input.stepSeconds === undefined) return input.steps ? null : undefined;
  const steps = (input.steps ?? session.steps).en ?? [];
  if (input.stepSeconds.length !== steps.length) throw fieldError('stepSeconds', M.stepSecondsCount);
  return input.stepSeconds;
}

export async function deleteAdminSession(
  ctx: ServiceContext,
  actorId: string,
  programId: string,
  blockId: string,
  sessionId: string,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, programId, 'program.session.delete', async (tx, current) => {
    findBlock(current, blockId);
    assertStructureEditable(current);
    const inPhase = current.sessions.filter((s) => s.blockId === blockId);
    if (!inPhase.some((s) => s.id === sessionId)) throw notFound(M.sessionNotFound);
    await unlinkPhaseSession(tx, blockId, sessionId);
    await renumberPhaseSessions(
      tx,
      blockId,
      inPhase.filter((s) => s.id !== sessionId).map((s) => s.id),
    );
    await updateProgramRow(tx, programId, {}, ctx.clock.now());
    return { phaseId: blockId, sessionId };
  });
}
