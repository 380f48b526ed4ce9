import { type Language, TRAINING_MESSAGES, type TrainingSession } from '@academy/contract';
import { equipmentName } from '../../db/content/sessions/equipment.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import {
  findBlockWithProgram,
  findSessionsOfBlocks,
  type TrainingSessionRow,
  userFollowsProgram,
} from './sessions.repo.ts';

export function toSessionJson(
  session: TrainingSessionRow & { position: number },
  language: Language,
): TrainingSession {
  return {
    id: session.id,
    title: translate(session.titles, language),
    description: translate(session.descriptions, language),
    durationMinutes: session.durationMinutes,
    order: session.position,
    equipment: session.equipment.map((key) => equipmentName(key, language)),
    videoUrl: session.videoUrl,
    steps: [...(session.steps[language] ?? session.steps.en)],
    coachingPoints: [...(session.coachingPoints[language] ?? session.coachingPoints.en)],
  };
}

/**
 * The sessions of a phase, in order: for players who follow the phase's program (whatever their
 * subscription's state, so an ENDED one keeps its history readable) and for admins.
 */
export async function getBlockSessions(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  blockId: string,
  language: Language,
): Promise<TrainingSession[]> {
  const block = await findBlockWithProgram(db, blockId);
  if (!block) throw notFound(TRAINING_MESSAGES.phaseNotFound);
  if (!isAdmin(user) && !(await userFollowsProgram(db, user.id, block.trainingProgramId))) {
    throw forbidden();
  }
  const sessions = await findSessionsOfBlocks(db, [block.id]);
  return sessions.map((s) => toSessionJson(s, language));
}
