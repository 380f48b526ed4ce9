import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  players,
  playerTrainingPrograms,
  trainingProgramBlockSessions,
  trainingProgramBlocks,
  trainingPrograms,
  trainingSessions,
} from '../../db/schema/index.ts';

export type TrainingSessionRow = typeof trainingSessions.$inferSelect;

/** A phase with the status of its program (for access checks). */
export async function findBlockWithProgram(db: Db, blockId: string) {
  const [row] = await db
    .select({
      id: trainingProgramBlocks.id,
      trainingProgramId: trainingProgramBlocks.trainingProgramId,
      programStatus: trainingPrograms.status,
    })
    .from(trainingProgramBlocks)
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingProgramBlocks.trainingProgramId))
    .where(eq(trainingProgramBlocks.id, blockId));
  return row ?? null;
}

/** The training track of the user's player when it has its own copy of the program (any subscription status), else null. */
export async function followerTrack(db: Db, userId: string, trainingProgramId: string) {
  const [row] = await db
    .select({ track: players.trainingTrack })
    .from(playerTrainingPrograms)
    .innerJoin(players, eq(players.id, playerTrainingPrograms.playerId))
    .where(and(eq(players.userId, userId), eq(playerTrainingPrograms.trainingProgramId, trainingProgramId)))
    .limit(1);
  return row?.track ?? null;
}

/** The sessions of phases, in order within each phase. */
export async function findSessionsOfBlocks(
  db: Db,
  blockIds: readonly string[],
): Promise<(TrainingSessionRow & { blockId: string; position: number })[]> {
  if (blockIds.length === 0) return [];
  const rows = await db
    .select({
      session: trainingSessions,
      blockId: trainingProgramBlockSessions.trainingProgramBlockId,
      position: trainingProgramBlockSessions.position,
    })
    .from(trainingProgramBlockSessions)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .where(inArray(trainingProgramBlockSessions.trainingProgramBlockId, [...blockIds]))
    .orderBy(
      asc(trainingProgramBlockSessions.trainingProgramBlockId),
      asc(trainingProgramBlockSessions.position),
    );
  return rows.map((r) => ({ ...r.session, blockId: r.blockId, position: r.position }));
}
