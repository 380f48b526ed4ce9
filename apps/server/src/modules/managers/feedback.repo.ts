import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  coachFeedback,
  managers,
  playerTrainingProgramBlocks,
  playerTrainingPrograms,
  players,
  users,
} from '../../db/schema/index.ts';

const feedbackColumns = {
  id: coachFeedback.id,
  text: coachFeedback.text,
  createdAt: coachFeedback.createdAt,
  trainingProgramBlockId: coachFeedback.trainingProgramBlockId,
  managerFirstName: users.firstName,
  managerLastName: users.lastName,
};

export type FeedbackRow = {
  id: string;
  text: string;
  createdAt: Date;
  trainingProgramBlockId: string | null;
  managerFirstName: string;
  managerLastName: string;
};

export async function insertFeedback(
  db: Db,
  row: { playerId: string; managerId: string; text: string; trainingProgramBlockId: string | null },
): Promise<FeedbackRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(coachFeedback).values(row).returning({ id: coachFeedback.id });
    const [found] = await tx
      .select(feedbackColumns)
      .from(coachFeedback)
      .innerJoin(managers, eq(managers.id, coachFeedback.managerId))
      .innerJoin(users, eq(users.id, managers.userId))
      .where(eq(coachFeedback.id, inserted!.id));
    return found!;
  });
}

/** A player's feedback, newest first; with `managerId` only what that coach wrote. */
export async function findFeedback(db: Db, playerId: string, managerId?: string): Promise<FeedbackRow[]> {
  return db
    .select(feedbackColumns)
    .from(coachFeedback)
    .innerJoin(managers, eq(managers.id, coachFeedback.managerId))
    .innerJoin(users, eq(users.id, managers.userId))
    .where(
      managerId
        ? and(eq(coachFeedback.playerId, playerId), eq(coachFeedback.managerId, managerId))
        : eq(coachFeedback.playerId, playerId),
    )
    .orderBy(desc(coachFeedback.createdAt));
}

/** Whether the phase belongs to one of the player's programs. */
export async function isPhaseOfPlayer(db: Db, playerId: string, blockId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerTrainingProgramBlocks.id })
    .from(playerTrainingProgramBlocks)
    .innerJoin(
      playerTrainingPrograms,
      eq(playerTrainingPrograms.id, playerTrainingProgramBlocks.playerTrainingProgramId),
    )
    .where(
      and(
        eq(playerTrainingPrograms.playerId, playerId),
        eq(playerTrainingProgramBlocks.trainingProgramBlockId, blockId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Where and in which language the player's mail goes. */
export async function findPlayerRecipient(db: Db, playerId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row ?? null;
}
