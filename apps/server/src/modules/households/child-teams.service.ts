import { type Coach, HOUSEHOLD_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { addToTeam, coachesOfPlayer, leaveTeamOf } from '../managers/team.service.ts';
import { lockActiveConsentScopes } from './consents.repo.ts';

/**
 * `POST /api/v1/household/children/{playerId}/coach { teamCode }`: a guardian puts a child of their
 * home in a coach's team (a child's own login cannot call `POST /api/v1/player/coach`). Only with the
 * child's `COACH` consent on the ledger (403 `Consent needed: COACH`), checked and joined in one
 * transaction holding the consent rows, so a revocation at the same moment cannot leave the child in
 * the team. A double submit makes one membership (`created` false the second time).
 */
export async function joinChildToTeam(
  ctx: ServiceContext,
  viewer: Viewer,
  playerId: string,
  teamCode: string,
): Promise<{ coach: Coach; created: boolean }> {
  await requirePlayer(ctx.db, viewer, 'join-team', playerId);
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const scopes = await lockActiveConsentScopes(db, playerId);
    if (!scopes.has('COACH')) throw forbidden(HOUSEHOLD_MESSAGES.coachConsentNeeded);
    return addToTeam(db, playerId, teamCode);
  });
  if (result.created) {
    ctx.log.info({ playerId, managerId: result.coach.managerId, by: viewer.id }, 'child joined a team');
  }
  return result;
}

/** `GET /api/v1/household/children/{playerId}/coach`: the child's coaches (any guardian of the child). */
export async function listChildCoaches(db: Db, viewer: Viewer, playerId: string): Promise<Coach[]> {
  await requirePlayer(db, viewer, 'join-team', playerId);
  return coachesOfPlayer(db, playerId);
}

/** `DELETE /api/v1/household/children/{playerId}/coach/{managerId}`: the child leaves that team. */
export async function takeChildOutOfTeam(
  db: Db,
  viewer: Viewer,
  playerId: string,
  managerId: string,
): Promise<void> {
  await requirePlayer(db, viewer, 'join-team', playerId);
  await leaveTeamOf(db, playerId, managerId);
}
