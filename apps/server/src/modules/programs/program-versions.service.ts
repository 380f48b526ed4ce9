import {
  ADMIN_PROGRAM_MESSAGES as M,
  type AdminProgram,
  type AdminProgramVersion,
  type AdminPublishSummary,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { findAdminPrograms, lockAgeGroup, lockProgram, updateProgramRow } from './program-admin.repo.ts';
import { changeProgram } from './program-admin.service.ts';
import { canonical, publishSummary, versionSnapshot } from './program-publish-summary.ts';
import {
  countRunningSubscriptions,
  findVersions,
  insertVersion,
  markRestored,
} from './program-versions.repo.ts';

/** `GET …/{id}/publish-summary`: what publishing would change, before the admin confirms. */
export async function getPublishSummary(db: Db, id: string): Promise<AdminPublishSummary> {
  const [draft] = await findAdminPrograms(db, { ids: [id] });
  if (!draft) throw notFound(M.programNotFound);
  const live =
    (await findAdminPrograms(db, { ageGroupId: draft.program.ageGroupId, status: 'PUBLIC' })).find(
      (p) => p.program.id !== id,
    ) ?? null;
  const running = live ? await countRunningSubscriptions(db, live.program.id) : 0;
  return publishSummary(draft, live, running);
}

/** `GET …/{id}/versions`: the program's publishes, newest first. */
export async function listVersions(db: Db, id: string): Promise<AdminProgramVersion[]> {
  return (await findVersions(db, id)).map((v) => ({
    id: v.id,
    programId: v.programId,
    replacedProgramId: v.replacedProgramId,
    publishedAt: v.publishedAt.toISOString(),
    restoredAt: v.restoredAt?.toISOString() ?? null,
  }));
}

/**
 * `POST …/{id}/restore`: the live program goes back to the version it replaced. That program becomes
 * PUBLIC again (for new subscriptions; players keep what they have) and this one ARCHIVED, in one
 * audited transaction; only while the earlier program is exactly as it was when it was replaced.
 * A restore is itself a version, so it can be undone the same way.
 */
export async function restorePreviousVersion(
  ctx: ServiceContext,
  actorId: string,
  id: string,
): Promise<AdminProgram> {
  return changeProgram(ctx, actorId, id, 'program.restore', async (tx, current) => {
    const [version] = await findVersions(tx, id);
    if (current.program.status !== 'PUBLIC' || !version?.replacedProgramId || version.restoredAt) {
      throw new AppError(409, M.nothingToRestore);
    }
    const earlierId = version.replacedProgramId;
    await lockAgeGroup(tx, current.program.ageGroupId);
    await lockProgram(tx, earlierId);
    const [earlier] = await findAdminPrograms(tx, { ids: [earlierId] });
    if (!earlier || canonical(versionSnapshot(earlier)) !== canonical(version.replacedSnapshot)) {
      throw new AppError(409, M.versionChanged);
    }
    const now = ctx.clock.now();
    await updateProgramRow(tx, id, { status: 'ARCHIVED' }, now);
    await updateProgramRow(tx, earlierId, { status: 'PUBLIC' }, now);
    await markRestored(tx, version.id, now);
    await insertVersion(tx, {
      programId: earlierId,
      ageGroupId: current.program.ageGroupId,
      replacedProgramId: id,
      replacedSnapshot: versionSnapshot(current),
      publishedAt: now,
    });
    return { restoredProgramId: earlierId, restoredTitles: earlier.program.titles };
  });
}
