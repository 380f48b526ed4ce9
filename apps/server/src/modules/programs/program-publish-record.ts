import type { Db } from '../../db/client.ts';
import { findAdminPrograms } from './program-admin.repo.ts';
import { versionSnapshot } from './program-publish-summary.ts';
import { insertVersion } from './program-versions.repo.ts';

/**
 * Called in the publish's transaction before the live program is archived: keeps a version row with
 * the live program as it is now, so it can be restored later.
 */
export async function recordPublish(db: Db, programId: string, ageGroupId: string, now: Date): Promise<void> {
  const live = (await findAdminPrograms(db, { ageGroupId, status: 'PUBLIC' })).find(
    (p) => p.program.id !== programId,
  );
  await insertVersion(db, {
    programId,
    ageGroupId,
    replacedProgramId: live?.program.id ?? null,
    replacedSnapshot: live ? versionSnapshot(live) : null,
    publishedAt: now,
  });
}
