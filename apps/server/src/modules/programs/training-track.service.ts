import type { PlayerTrack, TrainingTrack } from '@academy/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';

async function ownPlayer(db: Db, user: Pick<Viewer, 'id'>, playerId: string) {
  const [player] = await db
    .select({ id: players.id, userId: players.userId, track: players.trainingTrack })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound();
  if (player.userId !== user.id) throw forbidden();
  return player;
}

/** The player's training track (OUTFIELD until the player chooses the goalkeeper track). */
export async function getTrainingTrack(
  db: Db,
  user: Pick<Viewer, 'id'>,
  playerId: string,
): Promise<TrainingTrack> {
  const player = await ownPlayer(db, user, playerId);
  return { playerId: player.id, track: player.track };
}

/**
 * Chooses the track explicitly (the position on the profile does not). Phases then count and list the
 * sessions of that track; sessions already done stay done. Setting the same track again changes nothing.
 */
export async function setTrainingTrack(
  db: Db,
  user: Pick<Viewer, 'id'>,
  playerId: string,
  track: PlayerTrack,
): Promise<TrainingTrack> {
  const player = await ownPlayer(db, user, playerId);
  if (player.track !== track) {
    await db
      .update(players)
      .set({ trainingTrack: track, updatedAt: sql`now()` })
      .where(eq(players.id, player.id));
  }
  return { playerId: player.id, track };
}
