import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  challengeResults,
  challenges,
  leaderboardOptIns,
  players,
  teamMemberships,
  users,
} from '../../db/schema/index.ts';

/** The players of the teams a player is in (themself included), or of one coach's team. */
export async function findSquad(
  db: Db,
  scope: { playerId: string } | { managerId: string },
): Promise<string[]> {
  const managerIds =
    'managerId' in scope
      ? [scope.managerId]
      : (
          await db
            .select({ managerId: teamMemberships.managerId })
            .from(teamMemberships)
            .where(eq(teamMemberships.playerId, scope.playerId))
        ).map((r) => r.managerId);
  const ids = new Set<string>('playerId' in scope ? [scope.playerId] : []);
  if (managerIds.length > 0) {
    const rows = await db
      .select({ playerId: teamMemberships.playerId })
      .from(teamMemberships)
      .where(inArray(teamMemberships.managerId, managerIds));
    for (const r of rows) ids.add(r.playerId);
  }
  return [...ids];
}

export async function findChallengeBetter(db: Db, challengeId: string) {
  const [row] = await db
    .select({ better: challenges.better })
    .from(challenges)
    .where(eq(challenges.id, challengeId));
  return row?.better ?? null;
}

/** The verified results of a challenge of these players, with names and whether they opted in. */
export function findVerifiedResults(db: Db, playerIds: string[], challengeId: string) {
  if (playerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      playerId: challengeResults.playerId,
      value: challengeResults.value,
      tier: challengeResults.tier,
      firstName: users.firstName,
      optedIn: leaderboardOptIns.playerId,
    })
    .from(challengeResults)
    .innerJoin(players, eq(players.id, challengeResults.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .leftJoin(leaderboardOptIns, eq(leaderboardOptIns.playerId, challengeResults.playerId))
    .where(
      and(
        inArray(challengeResults.playerId, playerIds),
        eq(challengeResults.challengeId, challengeId),
        isNotNull(challengeResults.verifiedAt),
      ),
    );
}

/** The player's date of birth and time zone (the age decides who may choose the board name). */
export async function findPlayerAge(db: Db, playerId: string) {
  const [row] = await db
    .select({ dateOfBirth: players.dateOfBirth, timeZone: users.timeZone })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row ?? null;
}

export async function isOptedIn(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: leaderboardOptIns.playerId })
    .from(leaderboardOptIns)
    .where(eq(leaderboardOptIns.playerId, playerId));
  return Boolean(row);
}

/** Opts in (a repeat changes nothing) or out. */
export async function setOptIn(db: Db, playerId: string, optIn: boolean, chosenBy: string, now: Date) {
  if (optIn) {
    await db.insert(leaderboardOptIns).values({ playerId, chosenBy, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(leaderboardOptIns).where(eq(leaderboardOptIns.playerId, playerId));
  }
}

/** The unverified results of a coach's players, newest first (what waits for the coach at training). */
export function findResultsToVerify(db: Db, managerId: string, limit: number) {
  return db
    .select({
      id: challengeResults.id,
      playerId: challengeResults.playerId,
      firstName: users.firstName,
      lastName: users.lastName,
      challengeId: challengeResults.challengeId,
      challengeTitles: challenges.titles,
      value: challengeResults.value,
      unit: challenges.unit,
      tier: challengeResults.tier,
      createdAt: challengeResults.createdAt,
    })
    .from(challengeResults)
    .innerJoin(
      teamMemberships,
      and(eq(teamMemberships.playerId, challengeResults.playerId), eq(teamMemberships.managerId, managerId)),
    )
    .innerJoin(players, eq(players.id, challengeResults.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .innerJoin(challenges, eq(challenges.id, challengeResults.challengeId))
    .where(isNull(challengeResults.verifiedAt))
    .orderBy(desc(challengeResults.createdAt))
    .limit(limit);
}
