import type { ServiceContext } from '../../lib/service-context.ts';
import { clipStore, transcodeStored } from './clip-store.ts';
import { claimNextClip, deleteClips, finishClip, listExpiredClips } from './clips.repo.ts';

/** A claim older than this belongs to a process that died: another may take the clip over. */
const STALE_CLAIM_MS = 10 * 60_000;
/** A clip whose transcoding was taken over this often without an end is given up (REJECTED). */
const MAX_ATTEMPTS = 3;

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

/**
 * Transcodes the uploaded clips waiting for it, one at a time, at most `limit`. Each clip is claimed
 * with `for update skip locked`, so with several processes every clip is transcoded once.
 */
export async function processPendingClips(ctx: Ctx, limit = 5): Promise<{ ready: number; rejected: number }> {
  const report = { ready: 0, rejected: 0 };
  for (let i = 0; i < limit; i += 1) {
    const now = ctx.clock.now();
    const clip = await claimNextClip(ctx.db, now, new Date(now.getTime() - STALE_CLAIM_MS), MAX_ATTEMPTS + 1);
    if (!clip) break;
    const store = clipStore(ctx.config);
    const result =
      clip.attempts > MAX_ATTEMPTS
        ? ({ ok: false, reason: 'FAILED' } as const)
        : await transcodeStored(ctx.config, clip.id);
    if (result.ok) {
      await finishClip(ctx.db, clip.id, {
        status: 'READY',
        durationSeconds: result.durationSeconds,
        rejectReason: null,
      });
      await store.removeUpload(clip.id);
      report.ready += 1;
    } else {
      await finishClip(ctx.db, clip.id, {
        status: 'REJECTED',
        durationSeconds: null,
        rejectReason: result.reason,
      });
      await store.removeClip(clip.id);
      report.rejected += 1;
    }
  }
  return report;
}

/** Deletes the clips (rows, comments and files) whose 90 days are over. */
export async function deleteExpiredClips(ctx: Ctx, batch = 200): Promise<{ deleted: number }> {
  const ids = await listExpiredClips(ctx.db, ctx.clock.now(), batch);
  const store = clipStore(ctx.config);
  for (const id of ids) await store.removeClip(id);
  await deleteClips(ctx.db, ids);
  return { deleted: ids.length };
}
