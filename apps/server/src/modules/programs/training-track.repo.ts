import type { PlayerTrack } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/index.ts';

/** A player's id, owner and training track. */
export async function findPlayerTrack(db: Db, playerId: string) {
  const [player] = await db
    .select({ id: players.id, userId: players.userId, track: players.trainingTrack })
    .from(players)
    .where(eq(players.id, playerId));
  return player ?? null;
}

export async function updatePlayerTrack(db: Db, playerId: string, track: PlayerTrack, now: Date) {
  await db.update(players).set({ trainingTrack: track, updatedAt: now }).where(eq(players.id, playerId));
}
