import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  playerTrainingProgramBlocks,
  playerTrainingPrograms,
  playerTrainingSessionCompletions,
  players,
  teamMemberships,
  trainingProgramBlockSessions,
  trainingProgramBlocks,
  trainingPrograms,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';

const memberColumns = {
  playerId: players.id,
  userId: players.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  ageGroupId: players.ageGroupId,
};

/**
 * The players of a team, with their names. Every figure below is read for all of them at once (a
 * fixed number of queries, whatever the team's size).
 */
export async function findTeamMembers(db: Db, managerId: string) {
  return db
    .select({ ...memberColumns, joinedAt: teamMemberships.joinedAt })
    .from(teamMemberships)
    .innerJoin(players, eq(players.id, teamMemberships.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(teamMemberships.managerId, managerId))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** One player with their name, or null. */
export async function findPlayerWithName(db: Db, playerId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row ?? null;
}

/** Each player's program: the one made last (a player keeps their progress per program). */
export async function findCurrentPrograms(db: Db, playerIds: string[]) {
  if (playerIds.length === 0) return [];
  return db
    .selectDistinctOn([playerTrainingPrograms.playerId], {
      playerId: playerTrainingPrograms.playerId,
      playerProgramId: playerTrainingPrograms.id,
      titles: trainingPrograms.titles,
    })
    .from(playerTrainingPrograms)
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, playerTrainingPrograms.trainingProgramId))
    .where(inArray(playerTrainingPrograms.playerId, playerIds))
    .orderBy(playerTrainingPrograms.playerId, desc(playerTrainingPrograms.createdAt));
}

/** The phases of the programs, in order, with their titles and the player's status. */
export async function findPhases(db: Db, playerProgramIds: string[]) {
  if (playerProgramIds.length === 0) return [];
  return db
    .select({
      playerProgramId: playerTrainingProgramBlocks.playerTrainingProgramId,
      blockId: trainingProgramBlocks.id,
      titles: trainingProgramBlocks.titles,
      status: playerTrainingProgramBlocks.status,
    })
    .from(playerTrainingProgramBlocks)
    .innerJoin(
      trainingProgramBlocks,
      eq(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId),
    )
    .where(inArray(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramIds))
    .orderBy(asc(trainingProgramBlocks.position));
}

/** Sessions per phase of the programs: those of the player's training track (everyone's and theirs). */
export async function countSessionsPerPhase(db: Db, playerProgramIds: string[]) {
  if (playerProgramIds.length === 0) return [];
  return db
    .select({
      playerProgramId: playerTrainingProgramBlocks.playerTrainingProgramId,
      blockId: trainingProgramBlockSessions.trainingProgramBlockId,
      total: count(),
    })
    .from(playerTrainingProgramBlocks)
    .innerJoin(
      trainingProgramBlockSessions,
      eq(
        trainingProgramBlockSessions.trainingProgramBlockId,
        playerTrainingProgramBlocks.trainingProgramBlockId,
      ),
    )
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .innerJoin(
      playerTrainingPrograms,
      eq(playerTrainingPrograms.id, playerTrainingProgramBlocks.playerTrainingProgramId),
    )
    .innerJoin(players, eq(players.id, playerTrainingPrograms.playerId))
    .where(
      and(
        inArray(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramIds),
        or(eq(trainingSessions.track, 'ALL'), eq(trainingSessions.track, players.trainingTrack)),
      ),
    )
    .groupBy(
      playerTrainingProgramBlocks.playerTrainingProgramId,
      trainingProgramBlockSessions.trainingProgramBlockId,
    );
}

/** Sessions done, done since `since`, and the last one, per program (the program/time index). */
export async function countCompletions(db: Db, playerProgramIds: string[], since: Date) {
  if (playerProgramIds.length === 0) return [];
  const c = playerTrainingSessionCompletions;
  return db
    .select({
      playerProgramId: c.playerTrainingProgramId,
      done: count(),
      recent:
        sql<number>`count(*) filter (where ${c.completedAt} > ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      last: max(c.completedAt),
    })
    .from(c)
    .where(inArray(c.playerTrainingProgramId, playerProgramIds))
    .groupBy(c.playerTrainingProgramId);
}

/** The sessions a player has done in the program, newest first, with the phase and title. */
export async function findCompletedSessions(db: Db, playerProgramId: string) {
  const c = playerTrainingSessionCompletions;
  return db
    .select({
      sessionId: c.trainingSessionId,
      blockId: playerTrainingProgramBlocks.trainingProgramBlockId,
      titles: trainingSessions.titles,
      completedAt: c.completedAt,
      rating: c.rating,
      note: c.note,
      noteShared: c.noteShared,
    })
    .from(c)
    .innerJoin(trainingSessions, eq(trainingSessions.id, c.trainingSessionId))
    .innerJoin(
      trainingProgramBlockSessions,
      eq(trainingProgramBlockSessions.trainingSessionId, c.trainingSessionId),
    )
    .innerJoin(
      playerTrainingProgramBlocks,
      and(
        eq(
          playerTrainingProgramBlocks.trainingProgramBlockId,
          trainingProgramBlockSessions.trainingProgramBlockId,
        ),
        eq(playerTrainingProgramBlocks.playerTrainingProgramId, c.playerTrainingProgramId),
      ),
    )
    .where(eq(c.playerTrainingProgramId, playerProgramId))
    .orderBy(desc(c.completedAt));
}
