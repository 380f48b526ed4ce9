import {
  type Language,
  type PlayerTrainingProgram,
  type PlayerTrainingProgramBlock,
  type ProgramStatus,
  SUBSCRIPTION_MESSAGES,
  type TrainingProgram,
  type TrainingProgramBlock,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { requireAccess } from '../../lib/player-access.ts';
import { toFeeJson } from '../subscriptions/prices.service.ts';
import { requireSubscriptionAccess } from '../subscriptions/subscription-guards.ts';
import { assertTrainingOpen } from '../subscriptions/training-access.ts';
import {
  createPlayerProgram,
  findBlocksOfProgram,
  findPlayerProgram,
  findPlayerProgramBlocks,
  findProgramById,
  findPrograms,
  type ProgramWithFees,
} from './programs.repo.ts';

const PROGRAM_NOT_FOUND = SUBSCRIPTION_MESSAGES.programNotFound;

export function toProgramJson(program: ProgramWithFees, language: Language): TrainingProgram {
  return {
    id: program.id,
    title: translate(program.titles, language),
    ageGroupId: program.ageGroupId,
    status: program.status,
    fees: program.fees.map(toFeeJson),
  };
}

/** Only admins see programs that are not PUBLIC. */
function assertMayRead(user: Viewer, status: ProgramStatus) {
  if (status !== 'PUBLIC' && !isAdmin(user)) throw forbidden();
}

/** The program of an age group (U7…U19, SENIOR; any case). */
export async function getProgramOfAgeGroup(
  db: Db,
  user: Viewer,
  ageGroup: string,
  query: { status: ProgramStatus; language: Language },
): Promise<TrainingProgram> {
  assertMayRead(user, query.status);
  const [program] = await findPrograms(db, {
    status: query.status,
    ageGroupId: ageGroup.trim().toUpperCase(),
  });
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  return toProgramJson(program, query.language);
}

export async function listPrograms(
  db: Db,
  user: Viewer,
  query: { status: ProgramStatus; language: Language; ageGroupId?: string },
): Promise<TrainingProgram[]> {
  assertMayRead(user, query.status);
  const programs = await findPrograms(db, {
    status: query.status,
    ageGroupId: query.ageGroupId?.trim().toUpperCase(),
  });
  return programs.map((p) => toProgramJson(p, query.language));
}

/** The phases of a program, in order. */
export async function getProgramBlocks(
  db: Db,
  user: Viewer,
  programId: string,
  language: Language,
): Promise<TrainingProgramBlock[]> {
  const program = await findProgramById(db, programId);
  if (!program || (program.status !== 'PUBLIC' && !isAdmin(user))) throw notFound(PROGRAM_NOT_FOUND);
  const blocks = await findBlocksOfProgram(db, program.id);
  return blocks.map((b) => ({ id: b.id, title: translate(b.titles, language), order: b.position }));
}

/**
 * The player's program for an ACTIVE subscription: made once (first phase ACTIVE, the others
 * INACTIVE), then returned as it is. A player keeps their progress when they subscribe again.
 */
export async function createPlayerProgramFromSubscription(
  db: Db,
  user: Viewer,
  subscriptionId: string,
  now: Date,
): Promise<{ program: PlayerTrainingProgram; created: boolean }> {
  const subscription = await requireSubscriptionAccess(db, user, subscriptionId, now);
  if (subscription.status !== 'ACTIVE') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  await assertTrainingOpen(db, subscription.playerId);
  const { program, created } = await createPlayerProgram(db, {
    subscriptionId: subscription.id,
    playerId: subscription.playerId,
    trainingProgramId: subscription.trainingProgramId,
    now,
  });
  return {
    created,
    program: {
      id: program.id,
      playerId: program.playerId,
      trainingProgramId: program.trainingProgramId,
      playerTrainingProgramSubscriptionId: subscription.id,
      createdAt: program.createdAt.toISOString(),
    },
  };
}

/** The player's phases with their status; only for the player's own user (admins: all). */
export async function getPlayerProgramBlocks(
  db: Db,
  user: Viewer,
  playerProgramId: string,
): Promise<PlayerTrainingProgramBlock[]> {
  const playerProgram = await findPlayerProgram(db, playerProgramId);
  if (!playerProgram) throw notFound('Player training program not found');
  await requireAccess(db, user, 'read-progress', {
    userId: playerProgram.userId,
    playerId: playerProgram.playerId,
  });
  const blocks = await findPlayerProgramBlocks(db, playerProgram.id);
  return blocks.map((b) => ({
    id: b.id,
    status: b.status,
    startDate: b.startDate?.toISOString() ?? null,
    trainingProgramBlockId: b.trainingProgramBlockId,
  }));
}
