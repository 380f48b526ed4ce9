import { type Language, TRAINING_MESSAGES, type TrainingProgress } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { requireAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findPlayerProgram } from './programs.repo.ts';
import {
  findProgressData,
  hasActiveSubscription,
  recordCompletion,
  removeCompletion,
} from './progress.repo.ts';
import { currentStreakDays } from './streak.ts';
import { assertTrainingOpen } from '../subscriptions/training-access.ts';

export interface ProgressOptions {
  language: Language;
  timeZone?: string;
  now: Date;
}

/** The player's program, when the policy lets the user `action` its player (admins read, never train). */
async function requirePlayerProgram(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  id: string,
  action: 'read-progress' | 'train',
) {
  const program = await findPlayerProgram(db, id);
  if (!program) throw notFound(TRAINING_MESSAGES.playerProgramNotFound);
  await requireAccess(db, user, action, { userId: program.userId, playerId: program.playerId });
  return program;
}

/** Sessions done of total, minutes, last trained and the streak, per phase and for the program. */
async function buildProgress(
  db: Db,
  playerProgramId: string,
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const { phases, links, completions } = await findProgressData(db, playerProgramId);
  const now = options.now;
  const doneIds = new Set(completions.map((c) => c.sessionId));
  const phaseFigures = phases.map((phase) => {
    const sessions = links.filter((l) => l.blockId === phase.blockId);
    const done = sessions.filter((s) => doneIds.has(s.sessionId));
    return {
      trainingProgramBlockId: phase.blockId,
      title: translate(phase.titles, options.language),
      status: phase.status,
      sessionsDone: done.length,
      sessionsTotal: sessions.length,
      minutesTrained: done.reduce((sum, s) => sum + s.durationMinutes, 0),
    };
  });
  const last = completions.at(-1);
  return {
    phases: phaseFigures,
    sessionsDone: phaseFigures.reduce((sum, p) => sum + p.sessionsDone, 0),
    sessionsTotal: phaseFigures.reduce((sum, p) => sum + p.sessionsTotal, 0),
    minutesTrained: completions.reduce((sum, c) => sum + c.durationMinutes, 0),
    lastTrainedAt: last ? last.completedAt.toISOString() : null,
    currentStreakDays: currentStreakDays(
      completions.map((c) => c.completedAt),
      now,
      options.timeZone ?? 'UTC',
    ),
    completedSessionIds: completions.map((c) => c.sessionId),
    completions: completions.map((c) => ({
      trainingSessionId: c.sessionId,
      completedAt: c.completedAt.toISOString(),
      rating: c.rating,
      note: c.note,
    })),
    programComplete: phases.length > 0 && phases.every((p) => p.status === 'COMPLETE'),
  };
}

export async function getProgress(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  playerProgramId: string,
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const program = await requirePlayerProgram(db, user, playerProgramId, 'read-progress');
  return buildProgress(db, program.id, options);
}

/** Training needs an ACTIVE, not UNPAID subscription (the free month counts); history stays readable. */
async function requireTrainingAccess(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  playerProgramId: string,
  now: Date,
) {
  const program = await requirePlayerProgram(db, user, playerProgramId, 'train');
  if (!(await hasActiveSubscription(db, program.playerId, program.trainingProgramId, now))) {
    throw new AppError(402, TRAINING_MESSAGES.activeSubscriptionRequired);
  }
  // A renewal unpaid past its grace period pauses training until it is paid (402).
  await assertTrainingOpen(db, program.playerId);
  return program;
}

export async function completeSession(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  sessionId: string,
  input: { playerTrainingProgramId: string; rating?: number; note?: string; shareNote?: boolean },
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const now = options.now;
  const program = await requireTrainingAccess(db, user, input.playerTrainingProgramId, now);
  const outcome = await recordCompletion(db, {
    playerProgramId: program.id,
    trainingProgramId: program.trainingProgramId,
    sessionId,
    rating: input.rating ?? null,
    note: input.note ? input.note : null,
    noteShared: Boolean(input.note) && input.shareNote === true,
    now,
  });
  if (outcome === 'SESSION_NOT_FOUND') throw notFound(TRAINING_MESSAGES.sessionNotFound);
  if (outcome === 'PHASE_LOCKED') throw new AppError(409, TRAINING_MESSAGES.phaseLocked);
  return buildProgress(db, program.id, { ...options, now });
}

export async function undoSession(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  sessionId: string,
  playerProgramId: string,
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const now = options.now;
  const program = await requireTrainingAccess(db, user, playerProgramId, now);
  const outcome = await removeCompletion(db, {
    playerProgramId: program.id,
    trainingProgramId: program.trainingProgramId,
    sessionId,
  });
  if (outcome === 'SESSION_NOT_FOUND') throw notFound(TRAINING_MESSAGES.sessionNotFound);
  if (outcome === 'PHASE_NOT_ACTIVE') throw new AppError(409, TRAINING_MESSAGES.undoOnlyInActivePhase);
  return buildProgress(db, program.id, { ...options, now });
}
