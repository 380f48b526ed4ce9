import type { Clip } from '@academy/contract';
import type { ServiceContext } from '../../lib/service-context.ts';
import { clipStore } from './clip-store.ts';
import { listClipIdsOfUser, listClipsOfPlayer, listComments } from './clips.repo.ts';
import { clipJson } from './clips.service.ts';
import { EXPORT_LINK_TTL_SECONDS } from './media.ts';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

/** The player's clips for the account export: with their comments and links that work for a day. */
export async function clipsForExport(ctx: Ctx, playerId: string | null | undefined): Promise<Clip[]> {
  if (!playerId) return [];
  const rows = await listClipsOfPlayer(ctx.db, playerId, true);
  const comments = await listComments(
    ctx.db,
    rows.map((r) => r.id),
    true,
  );
  const absolute = (url: string | null) => (url ? `${ctx.config.publicUrl}${url}` : null);
  return rows.map((row) => {
    const json = clipJson(ctx, row, comments, EXPORT_LINK_TTL_SECONDS);
    return { ...json, playbackUrl: absolute(json.playbackUrl), posterUrl: absolute(json.posterUrl) };
  });
}

/** The clips of a user's player, before the account is erased (the rows go with the player). */
export function clipIdsOfUser(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<string[]> {
  return listClipIdsOfUser(ctx.db, userId);
}

/** Removes the files of clips whose rows are gone (the account's deletion). */
export async function removeFilesOfClips(ctx: Pick<ServiceContext, 'config'>, ids: string[]): Promise<void> {
  const store = clipStore(ctx.config);
  for (const id of ids) await store.removeClip(id);
}
