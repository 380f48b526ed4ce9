import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentPlayers,
  assignments,
  challenges,
  players,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';

/** Assignments due between two days (YYYY-MM-DD, inclusive), one row per asked player. */
export function findAssignmentsDueBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: assignments.id,
      sessionId: assignments.trainingSessionId,
      challengeId: assignments.challengeId,
      dueDate: assignments.dueDate,
      createdAt: assignments.createdAt,
      sessionTitles: trainingSessions.titles,
      challengeTitles: challenges.titles,
      playerId: players.id,
      userId: users.id,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(assignmentPlayers)
    .innerJoin(assignments, eq(assignments.id, assignmentPlayers.assignmentId))
    .innerJoin(players, eq(players.id, assignmentPlayers.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, assignments.trainingSessionId))
    .leftJoin(challenges, eq(challenges.id, assignments.challengeId))
    .where(and(gte(assignments.dueDate, from), lte(assignments.dueDate, to)));
}
