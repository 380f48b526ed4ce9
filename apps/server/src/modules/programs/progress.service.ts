import { type Language, type PlayerTrack, TRAINING_MESSAGES, type TrainingProgress } from '@academy/contract';
import { headingRule } from '../../lib/content-safety.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { requireAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findPlayerProgram } from './programs.repo.ts';
import { findProgressData, recordCompletion, removeCompletion } from './progress.repo.ts';
import { currentStreakDays } from './streak.ts';
import { assertMayTrain } from '../subscriptions/training-access.ts';
import { sessionAssignedTo } from '../assignments/assignments.service.ts';
import { habitFigures } from '../habits/goals.service.ts';

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

type ProgressData = Awaited<ReturnType<typeof findProgressData>>;
export type PhaseProgress = TrainingProgress['phases'][number];

/**
 * Sessions done of total (the sessions of the player's track) and minutes trained, per phase: the one
 * place a phase's progress is counted.
 */
function countPerPhase(
  { phases, links, completions }: ProgressData,
  language: Language,
  track: PlayerTrack,
): PhaseProgress[] {
  const doneIds = new Set(completions.map((c) => c.sessionId));
  return phases.map((phase) => {
    const sessions = links.filter(
      (l) => l.blockId === phase.blockId && (l.track === 'ALL' || l.track === track),
    );
    const done = sessions.filter((s) => doneIds.has(s.sessionId));
    return {
      trainingProgramBlockId: phase.blockId,
      title: translate(phase.titles, language),
      status: phase.status,
      sessionsDone: done.length,
      sessionsTotal: sessions.length,
      minutesTrained: done.reduce((sum, s) => sum + s.durationMinutes, 0),
    };
  });
}

/** The phases of a player's program with their progress (what a coach sees of a player asks this). */
export async function getPhaseProgress(
  db: Db,
  playerProgramId: string,
  language: Language,
): Promise<PhaseProgress[]> {
  const program = await findPlayerProgram(db, playerProgramId);
  const track = program?.trainingTrack ?? 'OUTFIELD';
  return countPerPhase(await findProgressData(db, playerProgramId), language, track);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the next heading session may follow the last one done (the FA's rhythm for the age group:
 * U13 and older once a week, U12 once a month), or null when nothing needs to wait.
 */
export function headingWaitUntil(
  ageGroupId: string,
  completions: readonly { completedAt: Date; headers: number }[],
  now: Date,
): Date | null {
  const rule = headingRule(ageGroupId);
  const last = completions.filter((c) => c.headers > 0).at(-1);
  if (!last || rule.daysBetween === 0) return null;
  const until = new Date(last.completedAt.getTime() + rule.daysBetween * DAY_MS);
  return until > now ? until : null;
}

interface ProgramOfPlayer {
  id: string;
  playerId: string;
  trainingTrack: PlayerTrack;
  ageGroupId: string;
}

/**
 * Sessions done of total (the sessions of the player's track), minutes, last trained, the streak and
 * when the next heading session may come, per phase and for the program.
 */
async function buildProgress(
  db: Db,
  program: ProgramOfPlayer,
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const [data, habits] = await Promise.all([
    findProgressData(db, program.id),
    habitFigures(db, program.playerId, options.now, options.timeZone),
  ]);
  const { phases, completions } = data;
  const now = options.now;
  const track = program.trainingTrack;
  const phaseFigures = countPerPhase(data, options.language, track);
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
    headingWaitUntil: headingWaitUntil(program.ageGroupId, completions, now)?.toISOString() ?? null,
    track,
    week: habits.week,
    weeksMetInARow: habits.weeksMetInARow,
  };
}

export async function getProgress(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  playerProgramId: string,
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const program = await requirePlayerProgram(db, user, playerProgramId, 'read-progress');
  return buildProgress(db, program, options);
}

/** The player's own program, when its subscription lets them train now (subscriptions decides). */
async function requireTrainingAccess(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  playerProgramId: string,
  now: Date,
) {
  const program = await requirePlayerProgram(db, user, playerProgramId, 'train');
  await assertMayTrain(db, program.playerId, program.trainingProgramId, now);
  return program;
}

/** How far back a session done offline may be dated (api-contract.md "Habits: … offline"). */
export const OFFLINE_COMPLETION_MAX_AGE_MS = 7 * DAY_MS;

/**
 * When a completion counts: the `completedAt` a device sends for a session done offline, when it
 * lies within the last 7 days; an older one, one in the future or none: now (nothing is lost).
 */
export function completionTime(completedAt: string | undefined, now: Date): Date {
  if (!completedAt) return now;
  const at = new Date(completedAt);
  const age = now.getTime() - at.getTime();
  return Number.isNaN(age) || age < 0 || age > OFFLINE_COMPLETION_MAX_AGE_MS ? now : at;
}

export async function completeSession(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  sessionId: string,
  input: {
    playerTrainingProgramId: string;
    rating?: number;
    note?: string;
    shareNote?: boolean;
    completedAt?: string;
  },
  options: ProgressOptions,
): Promise<TrainingProgress> {
  const now = options.now;
  const program = await requireTrainingAccess(db, user, input.playerTrainingProgramId, now);
  // A session a coach assigned opens whatever its phase (the subscription rule above still holds).
  const assigned = await sessionAssignedTo(db, program.playerId, sessionId);
  const outcome = await recordCompletion(db, {
    assigned,
    playerProgramId: program.id,
    trainingProgramId: program.trainingProgramId,
    sessionId,
    rating: input.rating ?? null,
    note: input.note ? input.note : null,
    noteShared: Boolean(input.note) && input.shareNote === true,
    track: program.trainingTrack,
    completedAt: completionTime(input.completedAt, now),
    now,
  });
  if (outcome === 'SESSION_NOT_FOUND') throw notFound(TRAINING_MESSAGES.sessionNotFound);
  if (outcome === 'PHASE_LOCKED') throw new AppError(409, TRAINING_MESSAGES.phaseLocked);
  return buildProgress(db, program, { ...options, now });
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
  return buildProgress(db, program, { ...options, now });
}
