import {
  ageAt,
  ASSIGNMENT_MESSAGES,
  CHALLENGE_MESSAGES,
  type ChallengeTier,
  type Language,
  type LeaderboardEntry,
  type ResultToVerify,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { requireOwnManager } from './assignments.service.ts';
import {
  findChallengeBetter,
  findPlayerAge,
  findResultsToVerify,
  findSquad,
  findVerifiedResults,
  isOptedIn,
  setOptIn,
} from './board.repo.ts';

/** Under this age a guardian chooses whether the board names the player (api-contract.md). */
export const BOARD_NAME_OWN_CHOICE_FROM = 16;

/**
 * The squad's verified best per player, best first; a name only for players who opted in (and the
 * caller's own player, marked `you`); everyone else is `{ name: null }`, "a teammate".
 */
async function board(db: Db, squad: string[], challengeId: string, ownPlayerId: string | null) {
  const better = await findChallengeBetter(db, challengeId);
  if (!better) throw notFound(CHALLENGE_MESSAGES.challengeNotFound);
  const rows = await findVerifiedResults(db, squad, challengeId);
  const best = new Map<string, (typeof rows)[number]>();
  const beats = (a: number, b: number) => (better === 'HIGHER' ? a > b : a < b);
  for (const row of rows) {
    const current = best.get(row.playerId);
    if (!current || beats(row.value, current.value)) best.set(row.playerId, row);
  }
  return [...best.values()]
    .sort((a, b) => (better === 'HIGHER' ? b.value - a.value : a.value - b.value))
    .map((row): LeaderboardEntry => {
      const you = row.playerId === ownPlayerId;
      const named = you || row.optedIn !== null;
      return {
        playerId: named ? row.playerId : null,
        name: named ? row.firstName : null,
        value: row.value,
        tier: row.tier as ChallengeTier,
        you,
      };
    });
}

/** `GET /api/v1/manager/me/leaderboard?challengeId=`: the coach's team. */
export async function managerBoard(db: Db, viewer: ViewerOf, challengeId: string) {
  const manager = await requireOwnManager(db, viewer);
  return board(db, await findSquad(db, { managerId: manager.id }), challengeId, null);
}

/** `GET /api/v1/player/{playerId}/leaderboard?challengeId=`: the teams the player is in. */
export async function playerBoard(db: Db, viewer: ViewerOf, playerId: string, challengeId: string) {
  const access = await requirePlayer(db, viewer, 'read-board', playerId);
  const squad = await findSquad(
    db,
    access.as === 'coach' ? { managerId: access.coach!.managerId } : { playerId },
  );
  return board(db, squad, challengeId, access.as === 'coach' ? null : playerId);
}

/** Whether the board names the player. */
export async function getOptIn(db: Db, viewer: ViewerOf, playerId: string) {
  await requirePlayer(db, viewer, 'choose-board-name', playerId);
  return { optIn: await isOptedIn(db, playerId) };
}

/** `PUT /api/v1/player/{playerId}/leaderboard { optIn }`: a guardian's choice under 16, else the player's too. */
export async function chooseOptIn(db: Db, viewer: ViewerOf, playerId: string, optIn: boolean, now: Date) {
  const access = await requirePlayer(db, viewer, 'choose-board-name', playerId);
  if (access.as === 'self' || access.as === 'child') {
    const player = await findPlayerAge(db, playerId);
    const age = player ? ageAt(player.dateOfBirth, now, player.timeZone) : 0;
    if (age < BOARD_NAME_OWN_CHOICE_FROM) throw forbidden(ASSIGNMENT_MESSAGES.optInOnlyGuardian);
  }
  await setOptIn(db, playerId, optIn, viewer.id, now);
  return { optIn };
}

/** The most results the coach's home lists as waiting. */
export const RESULTS_TO_VERIFY_MAX = 50;

/** `GET /api/v1/manager/me/results-to-verify`: the team's results no coach has confirmed yet. */
export async function resultsToVerify(
  db: Db,
  viewer: ViewerOf,
  language: Language,
): Promise<ResultToVerify[]> {
  const manager = await requireOwnManager(db, viewer);
  const rows = await findResultsToVerify(db, manager.id, RESULTS_TO_VERIFY_MAX);
  return rows.map((r) => ({
    id: r.id,
    playerId: r.playerId,
    firstName: r.firstName,
    lastName: r.lastName,
    challengeId: r.challengeId,
    challengeTitle: translate(r.challengeTitles, language),
    value: r.value,
    unit: r.unit,
    tier: r.tier,
    createdAt: r.createdAt.toISOString(),
  }));
}
