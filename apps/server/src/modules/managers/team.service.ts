import { randomInt } from 'node:crypto';
import {
  type Coach,
  COACH_MESSAGES,
  ERROR_MESSAGES,
  type ManagerMe,
  type TeamCodeCheck,
  TEAM_CODE_ALPHABET,
  TEAM_CODE_LENGTH,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireGuardianApproval } from '../privacy/guardian.service.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { toManagerJson } from './managers.service.ts';
import {
  deleteAllMemberships,
  deleteMembership,
  findCoachByTeamCode,
  findCoachesOfPlayer,
  findManagerIdByTeamCode,
  findManagerWithName,
  findPlayerOfUser,
  insertMembership,
  setTeamCode,
} from './team.repo.ts';

/** 8 characters drawn with the CSPRNG from the alphabet without look-alikes. */
export function generateTeamCode(): string {
  let code = '';
  for (let i = 0; i < TEAM_CODE_LENGTH; i++) code += TEAM_CODE_ALPHABET[randomInt(TEAM_CODE_ALPHABET.length)];
  return code;
}

/** Stores a fresh code; a clash with another team's code (unique constraint) draws again. */
async function storeNewCode(db: Db, managerId: string, onlyIfMissing: boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await setTeamCode(db, managerId, generateTeamCode(), { onlyIfMissing });
      return;
    } catch (error) {
      if (uniqueViolation(error) === null || attempt >= 4) throw error;
    }
  }
}

async function requireManager(db: Db, viewer: ViewerOf) {
  const found = await findManagerWithName(db, viewer.id);
  if (!found) throw notFound(ERROR_MESSAGES.managerNotFound);
  return found;
}

/** `GET /api/v1/manager/me`: the caller's manager record with the team code (made on first read). */
export async function getManagerMe(db: Db, viewer: ViewerOf): Promise<ManagerMe> {
  let found = await requireManager(db, viewer);
  if (!found.manager.teamCode) {
    await storeNewCode(db, found.manager.id, true);
    found = await requireManager(db, viewer);
  }
  return {
    ...toManagerJson(found.manager),
    teamCode: found.manager.teamCode!,
    firstName: found.firstName,
    lastName: found.lastName,
  };
}

/** `POST /api/v1/manager/me/team-code`: a new code in the same row, so the old one stops working. */
export async function renewTeamCode(db: Db, viewer: ViewerOf): Promise<ManagerMe> {
  const found = await requireManager(db, viewer);
  await storeNewCode(db, found.manager.id, false);
  return getManagerMe(db, viewer);
}

async function requireOwnPlayer(db: Db, viewer: ViewerOf) {
  const player = await findPlayerOfUser(db, viewer.id);
  if (!player) throw forbidden(COACH_MESSAGES.notAPlayer);
  return player;
}

/**
 * `POST /api/v1/player/coach { teamCode }`: the caller's player joins the team. Joining twice is
 * harmless (200 with the same coach); `created` tells the route whether this call added them.
 */
export async function joinTeam(
  db: Db,
  viewer: ViewerOf,
  teamCode: string,
): Promise<{ coach: Coach; created: boolean }> {
  const player = await requireOwnPlayer(db, viewer);
  return addToTeam(db, player.id, teamCode);
}

/**
 * The player joins the team of the code, whoever asked (the player themself, or a guardian for a
 * household child: modules/households, after its own checks). `INSERT … ON CONFLICT DO NOTHING` on
 * (manager, player): a double tap makes one membership, `created` false the second time.
 */
export async function addToTeam(
  db: Db,
  playerId: string,
  teamCode: string,
): Promise<{ coach: Coach; created: boolean }> {
  const managerId = await findManagerIdByTeamCode(db, teamCode);
  if (!managerId) throw notFound(COACH_MESSAGES.teamCodeNotFound);
  // A player under 16 joins a coach only once a guardian has approved (api-contract.md "Children and privacy").
  await requireGuardianApproval(db, playerId);
  const created = await insertMembership(db, managerId, playerId);
  const [coach] = await findCoachesOfPlayer(db, playerId, managerId);
  return { coach: coach!, created };
}

/** The coaches whose teams the player is in, in the order joined (a guardian reads a child's). */
export function coachesOfPlayer(db: Db, playerId: string): Promise<Coach[]> {
  return findCoachesOfPlayer(db, playerId);
}

/** Takes the player out of that coach's team (leaving twice is harmless). */
export function leaveTeamOf(db: Db, playerId: string, managerId: string): Promise<void> {
  return deleteMembership(db, managerId, playerId);
}

/** `GET /api/v1/team-code/{teamCode}`: the coach of a code still in use (the join link works), else 404. */
export async function checkTeamCode(db: Db, teamCode: string): Promise<TeamCodeCheck> {
  const coach = await findCoachByTeamCode(db, teamCode);
  if (!coach) throw notFound(COACH_MESSAGES.teamCodeNotFound);
  return { coachName: `${coach.firstName} ${coach.lastName}`.trim(), teamName: coach.teamName };
}

/** `GET /api/v1/player/coach`: the caller's coaches. */
export async function listCoaches(db: Db, viewer: ViewerOf): Promise<Coach[]> {
  const player = await requireOwnPlayer(db, viewer);
  return findCoachesOfPlayer(db, player.id);
}

/** A guardian's revoked `COACH` consent takes the child out of every team (api-contract.md, "Households"). */
export async function leaveAllTeams(db: Db, playerId: string): Promise<number> {
  return deleteAllMemberships(db, playerId);
}

/**
 * `DELETE /api/v1/manager/me/players/{playerId}`: a coach of the player takes them out of the team;
 * their results, feedback and assignments stay theirs.
 */
export async function removeFromTeam(db: Db, viewer: ViewerOf, playerId: string): Promise<void> {
  const { coach } = await requirePlayer(db, viewer, 'coach', playerId);
  await deleteMembership(db, coach!.managerId, playerId);
}

/** `DELETE /api/v1/player/coach/{managerId}`: leaves that team (leaving twice is harmless). */
export async function leaveTeam(db: Db, viewer: ViewerOf, managerId: string): Promise<void> {
  const player = await requireOwnPlayer(db, viewer);
  await deleteMembership(db, managerId, player.id);
}
