import { COACH_MESSAGES, ERROR_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { findManagerWithName, isMember } from './team.repo.ts';
import { findPlayerWithName } from './team-players.repo.ts';

export type ViewerOf = Pick<Viewer, 'id' | 'authorities'>;

/** How the viewer may see a player: as the player, as one of their coaches, or as an admin. */
export type PlayerAccess =
  | { as: 'player' | 'admin'; managerId: null }
  | { as: 'coach'; managerId: string; managerName: string };

/**
 * The one access rule of the coach calls: a player's data is read by the player, by a coach whose
 * team the player is in (never by another coach), and by admins. Anyone else gets 403, also for
 * an unknown player id (only admins learn that an id does not exist).
 */
export async function accessToPlayer(db: Db, viewer: ViewerOf, playerId: string): Promise<PlayerAccess> {
  const player = await findPlayerWithName(db, playerId);
  if (!player) throw isAdmin(viewer) ? notFound(ERROR_MESSAGES.playerNotFound) : forbidden();
  if (player.userId === viewer.id) return { as: 'player', managerId: null };
  const manager = await findManagerWithName(db, viewer.id);
  if (manager && (await isMember(db, manager.manager.id, playerId))) {
    return {
      as: 'coach',
      managerId: manager.manager.id,
      managerName: `${manager.firstName} ${manager.lastName}`.trim(),
    };
  }
  if (isAdmin(viewer)) return { as: 'admin', managerId: null };
  throw forbidden(COACH_MESSAGES.notYourPlayer);
}
