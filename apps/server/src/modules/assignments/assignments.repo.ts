import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentPlayers,
  assignments,
  challengeResults,
  challenges,
  managers,
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

/** The manager record of a user (id and name), or null. */
export async function findManagerOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: managers.id, firstName: users.firstName, lastName: users.lastName })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(managers.userId, userId));
  return row ?? null;
}

/** The players of a coach's team with their names and time zones, in the order they joined. */
export function findTeamPlayers(db: Db, managerId: string) {
  return db
    .select({
      playerId: players.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
    })
    .from(teamMemberships)
    .innerJoin(players, eq(players.id, teamMemberships.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(teamMemberships.managerId, managerId))
    .orderBy(asc(teamMemberships.joinedAt));
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  return Boolean(row);
}

export async function challengeExists(db: Db, challengeId: string): Promise<boolean> {
  const [row] = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, challengeId));
  return Boolean(row);
}

/**
 * Inserts the assignment (or finds the same one: same coach, same session or challenge, same day)
 * and adds the players, in one transaction; a double tap leaves one assignment.
 */
export function upsertAssignment(
  db: Db,
  input: {
    managerId: string;
    sessionId: string | null;
    challengeId: string | null;
    dueDate: string;
    note: string | null;
    playerIds: string[];
    now: Date;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(assignments)
      .values({
        managerId: input.managerId,
        trainingSessionId: input.sessionId,
        challengeId: input.challengeId,
        dueDate: input.dueDate,
        note: input.note,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: assignments.id });
    let id = inserted?.id;
    if (!id) {
      const target = input.sessionId
        ? eq(assignments.trainingSessionId, input.sessionId)
        : eq(assignments.challengeId, input.challengeId!);
      const [found] = await tx
        .select({ id: assignments.id })
        .from(assignments)
        .where(
          and(eq(assignments.managerId, input.managerId), target, eq(assignments.dueDate, input.dueDate)),
        );
      id = found!.id;
      if (input.note) await tx.update(assignments).set({ note: input.note }).where(eq(assignments.id, id));
    }
    await tx
      .insert(assignmentPlayers)
      .values(input.playerIds.map((playerId) => ({ assignmentId: id, playerId })))
      .onConflictDoNothing();
    return id;
  });
}

const assignmentColumns = {
  id: assignments.id,
  managerId: assignments.managerId,
  sessionId: assignments.trainingSessionId,
  challengeId: assignments.challengeId,
  dueDate: assignments.dueDate,
  note: assignments.note,
  createdAt: assignments.createdAt,
  sessionTitles: trainingSessions.titles,
  challengeTitles: challenges.titles,
};

/** A coach's assignments, newest due date first, with what they ask. */
export function findManagerAssignments(db: Db, managerId: string) {
  return db
    .select(assignmentColumns)
    .from(assignments)
    .leftJoin(trainingSessions, eq(trainingSessions.id, assignments.trainingSessionId))
    .leftJoin(challenges, eq(challenges.id, assignments.challengeId))
    .where(eq(assignments.managerId, managerId))
    .orderBy(desc(assignments.dueDate), desc(assignments.createdAt));
}

/** The players asked by these assignments, with names and time zones (coaches' own team or not). */
export function findAssignees(db: Db, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assignmentId: assignmentPlayers.assignmentId,
      playerId: players.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
    })
    .from(assignmentPlayers)
    .innerJoin(players, eq(players.id, assignmentPlayers.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(inArray(assignmentPlayers.assignmentId, assignmentIds))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** A player's assignments with the coach's name, by due date. */
export function findPlayerAssignments(db: Db, playerId: string) {
  return db
    .select({ ...assignmentColumns, managerFirstName: users.firstName, managerLastName: users.lastName })
    .from(assignmentPlayers)
    .innerJoin(assignments, eq(assignments.id, assignmentPlayers.assignmentId))
    .innerJoin(managers, eq(managers.id, assignments.managerId))
    .innerJoin(users, eq(users.id, managers.userId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, assignments.trainingSessionId))
    .leftJoin(challenges, eq(challenges.id, assignments.challengeId))
    .where(eq(assignmentPlayers.playerId, playerId))
    .orderBy(asc(assignments.dueDate), asc(assignments.createdAt));
}

/** The sessions these players completed (any of their programs): `${playerId}:${sessionId}`. */
export async function findCompletedSessions(db: Db, playerIds: string[], sessionIds: string[]) {
  if (playerIds.length === 0 || sessionIds.length === 0) return new Set<string>();
  const rows = await db
    .select({
      playerId: playerTrainingPrograms.playerId,
      sessionId: playerTrainingSessionCompletions.trainingSessionId,
    })
    .from(playerTrainingSessionCompletions)
    .innerJoin(
      playerTrainingPrograms,
      eq(playerTrainingPrograms.id, playerTrainingSessionCompletions.playerTrainingProgramId),
    )
    .where(
      and(
        inArray(playerTrainingPrograms.playerId, playerIds),
        inArray(playerTrainingSessionCompletions.trainingSessionId, sessionIds),
      ),
    );
  return new Set(rows.map((r) => `${r.playerId}:${r.sessionId}`));
}

/** The earliest result per player and challenge recorded since `since` (an assignment counts what follows it). */
export async function findChallengeResultsSince(
  db: Db,
  playerIds: string[],
  challengeIds: string[],
  since: Date,
) {
  if (playerIds.length === 0 || challengeIds.length === 0) return [];
  return db
    .select({
      playerId: challengeResults.playerId,
      challengeId: challengeResults.challengeId,
      first: sql<string>`min(${challengeResults.createdAt})`.mapWith(String),
    })
    .from(challengeResults)
    .where(
      and(
        inArray(challengeResults.playerId, playerIds),
        inArray(challengeResults.challengeId, challengeIds),
        gte(challengeResults.createdAt, since),
      ),
    )
    .groupBy(challengeResults.playerId, challengeResults.challengeId);
}

/** Whether a coach asked this player for this session (the session then opens whatever its phase). */
export async function isSessionAssigned(db: Db, playerId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignmentPlayers)
    .innerJoin(assignments, eq(assignments.id, assignmentPlayers.assignmentId))
    .where(and(eq(assignmentPlayers.playerId, playerId), eq(assignments.trainingSessionId, sessionId)))
    .limit(1);
  return Boolean(row);
}

/** The sessions of the programs a coach's players follow, in program and phase order. */
export function findAssignableSessions(db: Db, managerId: string) {
  return db
    .selectDistinct({
      id: trainingSessions.id,
      titles: trainingSessions.titles,
      phaseTitles: trainingProgramBlocks.titles,
      ageGroupId: trainingPrograms.ageGroupId,
      phasePosition: trainingProgramBlocks.position,
      position: trainingProgramBlockSessions.position,
    })
    .from(teamMemberships)
    .innerJoin(playerTrainingPrograms, eq(playerTrainingPrograms.playerId, teamMemberships.playerId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, playerTrainingPrograms.trainingProgramId))
    .innerJoin(trainingProgramBlocks, eq(trainingProgramBlocks.trainingProgramId, trainingPrograms.id))
    .innerJoin(
      trainingProgramBlockSessions,
      eq(trainingProgramBlockSessions.trainingProgramBlockId, trainingProgramBlocks.id),
    )
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .where(eq(teamMemberships.managerId, managerId))
    .orderBy(
      asc(trainingPrograms.ageGroupId),
      asc(trainingProgramBlocks.position),
      asc(trainingProgramBlockSessions.position),
    );
}

/** The phase (block) of the player's programs each session sits in: sessionId → blockId. */
export async function findPhasesOfSessions(db: Db, playerId: string, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      sessionId: trainingProgramBlockSessions.trainingSessionId,
      blockId: trainingProgramBlocks.id,
    })
    .from(trainingProgramBlockSessions)
    .innerJoin(
      trainingProgramBlocks,
      eq(trainingProgramBlocks.id, trainingProgramBlockSessions.trainingProgramBlockId),
    )
    .innerJoin(
      playerTrainingPrograms,
      and(
        eq(playerTrainingPrograms.trainingProgramId, trainingProgramBlocks.trainingProgramId),
        eq(playerTrainingPrograms.playerId, playerId),
      ),
    )
    .where(inArray(trainingProgramBlockSessions.trainingSessionId, sessionIds));
  return new Map(rows.map((r) => [r.sessionId, r.blockId]));
}
