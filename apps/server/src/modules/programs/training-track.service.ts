import type { PlayerTrack, TrainingTrack } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type PlayerAction, requireAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findPlayerTrack, updatePlayerTrack } from './training-track.repo.ts';
import { auditAdminWrite } from '../../lib/admin-audit.ts';

type User = Pick<Viewer, 'id' | 'authorities'>;

/** The player, when the user may do `action` on it (lib/player-access.ts): reading is progress, choosing the profile. */
async function playerFor(db: Db, user: User, playerId: string, action: PlayerAction) {
  const player = await findPlayerTrack(db, playerId);
  if (!player) throw notFound();
  await requireAccess(db, user, action, { userId: player.userId, playerId: player.id });
  return player;
}

/** The player's training track (OUTFIELD until the player chooses the goalkeeper track). */
export async function getTrainingTrack(db: Db, user: User, playerId: string): Promise<TrainingTrack> {
  const player = await playerFor(db, user, playerId, 'read-progress');
  return { playerId: player.id, track: player.track };
}

/**
 * Chooses the track explicitly (the position on the profile does not). Phases then count and list the
 * sessions of that track; sessions already done stay done. Setting the same track again changes nothing.
 */
export async function setTrainingTrack(
  db: Db,
  user: User,
  playerId: string,
  track: PlayerTrack,
  now: Date,
): Promise<TrainingTrack> {
  const player = await playerFor(db, user, playerId, 'manage-profile');
  if (player.track !== track) {
    await updatePlayerTrack(db, player.id, track, now);
    await auditAdminWrite(
      db,
      user,
      'manage-profile',
      { userId: player.userId, playerId: player.id },
      {
        action: 'player.track',
        targetType: 'player',
        targetId: player.id,
        before: { track: player.track },
        after: { track },
      },
    );
  }
  return { playerId: player.id, track };
}
