import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  coachFeedback,
  managers,
  playerTrainingProgramBlocks,
  playerTrainingPrograms,
  players,
  teamMemberships,
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

/**
 * Stores the feedback, unless the same coach sent the same text to the same player since
 * `now - repeatWindowMs` (a double click on Send): then answers that one with `created: false`. Under the
 * team membership's row lock, so two requests at once store one.
 */
export async function insertFeedback(
  db: Db,
  row: { playerId: string; managerId: string; text: string; trainingProgramBlockId: string | null },
  now: Date,
  repeatWindowMs: number,
): Promise<{ row: FeedbackRow; created: boolean }> {
  const repeatSince = new Date(now.getTime() - repeatWindowMs);
  return db.transaction(async (tx) => {
    await tx
      .select({ playerId: teamMemberships.playerId })
      .from(teamMemberships)
      .where(and(eq(teamMemberships.managerId, row.managerId), eq(teamMemberships.playerId, row.playerId)))
      .for('update');
    const [repeat] = await tx
      .select({ id: coachFeedback.id })
      .from(coachFeedback)
      .where(
        and(
          eq(coachFeedback.playerId, row.playerId),
          eq(coachFeedback.managerId, row.managerId),
          eq(coachFeedback.text, row.text),
          gte(coachFeedback.createdAt, repeatSince),
        ),
      )
      .limit(1);
    const id =
      repeat?.id ??
      (
        await tx
          .insert(coachFeedback)
          .values({ ...row, createdAt: now })
          .returning({ id: coachFeedback.id })
      )[0]!.id;
    const [found] = await tx
      .select(feedbackColumns)
      .from(coachFeedback)
      .innerJoin(managers, eq(managers.id, coachFeedback.managerId))
      .innerJoin(users, eq(users.id, managers.userId))
      .where(eq(coachFeedback.id, id));
    return { row: found!, created: !repeat };
  });
}

/** Deletes a feedback the coach wrote to the player (none: nothing happens). */
export async function deleteFeedback(db: Db, feedbackId: string, playerId: string, managerId: string) {
  await db
    .delete(coachFeedback)
    .where(
      and(
        eq(coachFeedback.id, feedbackId),
        eq(coachFeedback.playerId, playerId),
        eq(coachFeedback.managerId, managerId),
      ),
    );
}

/**
 * A player's feedback, newest first; with `managerId` only what that coach wrote. Feedback the
 * welfare queue hid is left out unless `withHidden` (admins).
 */
export async function findFeedback(
  db: Db,
  playerId: string,
  managerId: string | undefined,
  withHidden: boolean,
): Promise<FeedbackRow[]> {
  return db
    .select(feedbackColumns)
    .from(coachFeedback)
    .innerJoin(managers, eq(managers.id, coachFeedback.managerId))
    .innerJoin(users, eq(users.id, managers.userId))
    .where(
      and(
        eq(coachFeedback.playerId, playerId),
        managerId ? eq(coachFeedback.managerId, managerId) : undefined,
        withHidden ? undefined : isNull(coachFeedback.hiddenAt),
      ),
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
