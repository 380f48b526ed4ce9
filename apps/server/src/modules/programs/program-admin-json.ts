import type { AdminFeePreviewBody, AdminProgram } from '@academy/contract';
import type { ServiceContext } from '../../lib/service-context.ts';
import { notFound } from '../../lib/errors.ts';
import { ADMIN_PROGRAM_MESSAGES as M } from '@academy/contract';
import { affectedCount, planFeeChanges } from '../subscriptions/fee-changes.service.ts';
import { toFeeJson } from '../subscriptions/prices.service.ts';
import { feeRowsOf } from './program-admin-fees.ts';
import { sessionStepSeconds } from './step-seconds.ts';
import { type AdminProgramRows, findAdminPrograms, type Texts } from './program-admin.repo.ts';

const lists = (value: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(value).map(([language, items]) => [language, [...items]]));

/** A program as the console shows it. */
export function toJson({ program, blocks, sessions, fees, players }: AdminProgramRows): AdminProgram {
  return {
    id: program.id,
    ageGroupId: program.ageGroupId,
    status: program.status,
    titles: program.titles as Texts,
    fees: fees.map(toFeeJson),
    blocks: blocks.map((b) => ({
      id: b.id,
      order: b.position,
      titles: b.titles as Texts,
      descriptions: b.descriptions as Texts,
      challengeId: b.challengeId,
      sessions: sessions
        .filter((session) => session.blockId === b.id)
        .map((session) => ({
          id: session.id,
          order: session.position,
          titles: session.titles as Texts,
          descriptions: session.descriptions as Texts,
          durationMinutes: session.durationMinutes,
          headers: session.headers,
          track: session.track,
          diagram: session.diagram ?? null,
          steps: lists(session.steps),
          stepSeconds: sessionStepSeconds(session),
          coachingPoints: lists(session.coachingPoints),
          equipment: [...session.equipment],
          challengeId: session.challengeId ?? null,
        })),
    })),
    players,
    updatedAt: program.updatedAt.toISOString(),
    editedAt: program.editedAt?.toISOString() ?? null,
  };
}

/** A snapshot for the audit trail's before/after. */
export const snapshot = (rows: AdminProgramRows) => {
  const json = toJson(rows);
  return {
    status: json.status,
    titles: json.titles,
    fees: json.fees,
    phases: json.blocks.map((b) => b.titles.en),
  };
};

/** `POST …/{id}/fee-preview`: the subscriptions a fee change would reach, before it is saved. */
export async function previewFeeChange(ctx: ServiceContext, id: string, input: AdminFeePreviewBody) {
  const [current] = await findAdminPrograms(ctx.db, { ids: [id] });
  if (!current) throw notFound(M.programNotFound);
  const plans = await planFeeChanges(ctx.db, id, feeRowsOf(input.fees, current.fees), ctx.clock.now());
  const dates = plans.flatMap((p) => p.notices.map((n) => n.effectiveFrom.getTime()));
  return {
    affectedSubscriptions: affectedCount(plans),
    earliestEffectiveFrom: dates.length ? new Date(Math.min(...dates)).toISOString() : null,
  };
}
