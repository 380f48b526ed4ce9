import { COACH_MESSAGES, type CreateFeedback, type Feedback } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { listGuardiansOfMinor } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import { isAdmin, type ViewerOf } from '../../lib/viewer.ts';
import { buildFeedbackMail } from './feedback-mail.ts';
import {
  deleteFeedback,
  type FeedbackRow,
  findFeedback,
  findPlayerRecipient,
  insertFeedback,
  isPhaseOfPlayer,
} from './feedback.repo.ts';

/** The same text from the same coach to the same player within this time is one Send clicked twice. */
export const FEEDBACK_REPEAT_WINDOW_MS = 60_000;

function toFeedbackJson(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    managerName: `${row.managerFirstName} ${row.managerLastName}`.trim(),
    trainingProgramBlockId: row.trainingProgramBlockId,
  };
}

/**
 * `POST /api/v1/player/{playerId}/feedback`: a coach of that player writes to them (optionally on
 * one of their phases); the player gets it by mail in their language. Only coaches write: the
 * player, admins and other coaches get 403.
 */
export async function createFeedback(
  ctx: ServiceContext,
  viewer: ViewerOf,
  playerId: string,
  input: CreateFeedback,
): Promise<Feedback> {
  const { coach } = await requirePlayer(ctx.db, viewer, 'coach', playerId);
  const blockId = input.trainingProgramBlockId ?? null;
  if (blockId && !(await isPhaseOfPlayer(ctx.db, playerId, blockId))) {
    throw fieldError('trainingProgramBlockId', COACH_MESSAGES.phaseNotInProgram);
  }
  const { row, created } = await insertFeedback(
    ctx.db,
    { playerId, managerId: coach!.managerId, text: input.text, trainingProgramBlockId: blockId },
    ctx.clock.now(),
    FEEDBACK_REPEAT_WINDOW_MS,
  );
  // A double click on Send: one feedback, one mail.
  if (created) await mailFeedback(ctx, playerId, coach!.managerName, input.text);
  return toFeedbackJson(row);
}

/** `DELETE /api/v1/player/{playerId}/feedback/{feedbackId}`: the coach takes back what they wrote. */
export async function removeFeedback(db: Db, viewer: ViewerOf, playerId: string, feedbackId: string) {
  const { coach } = await requirePlayer(db, viewer, 'coach', playerId);
  await deleteFeedback(db, feedbackId, playerId, coach!.managerId);
}

/**
 * The feedback is stored either way; a mail that fails is logged, not the coach's problem. The
 * player gets it (a child without e-mail reads it in the app), and so does every guardian of a
 * player under 18, in the guardian's language: no coach writes to a child unseen.
 */
async function mailFeedback(ctx: ServiceContext, playerId: string, coach: string, text: string) {
  const recipient = await findPlayerRecipient(ctx.db, playerId);
  if (!recipient) return;
  const mails = recipient.email
    ? [
        buildFeedbackMail({
          to: recipient.email,
          name: recipient.firstName,
          coach,
          text,
          language: asLanguage(recipient.language),
          programUrl: `${ctx.config.publicUrl}/program`,
        }),
      ]
    : [];
  for (const guardian of await listGuardiansOfMinor(ctx.db, playerId)) {
    mails.push(
      buildFeedbackMail({
        to: guardian.email,
        name: guardian.firstName,
        coach,
        text,
        language: asLanguage(guardian.language),
        programUrl: `${ctx.config.publicUrl}/household`,
        child: recipient.firstName,
      }),
    );
  }
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, playerId }, 'feedback mail could not be sent');
    }
  }
}

/**
 * `GET /api/v1/player/{playerId}/feedback`: the player and admins read all of it; a coach reads
 * what they wrote themself (another coach's words to the same player are not theirs to read).
 */
export async function listFeedback(db: Db, viewer: ViewerOf, playerId: string): Promise<Feedback[]> {
  const { coach } = await requirePlayer(db, viewer, 'read-feedback', playerId);
  const rows = await findFeedback(db, playerId, coach?.managerId, isAdmin(viewer));
  return rows.map(toFeedbackJson);
}
