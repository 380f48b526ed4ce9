import {
  type Language,
  type PlayerTrack,
  type SessionTrack,
  TRAINING_MESSAGES,
  type TrainingSession,
} from '@academy/contract';
import { equipmentName } from '../../db/content/sessions/equipment.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import {
  findBlockWithProgram,
  findSessionsOfBlocks,
  followerTrack,
  type TrainingSessionRow,
} from './sessions.repo.ts';
import { sessionStepSeconds } from './step-seconds.ts';

/** Whether a player of this track does the session: everyone's, and their own track's. */
export function forTrack(session: { track: SessionTrack }, track: PlayerTrack): boolean {
  return session.track === 'ALL' || session.track === track;
}

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
    // Set in the console, else read from the English text (every language states the same ones).
    stepSeconds: sessionStepSeconds(session),
    coachingPoints: [...(session.coachingPoints[language] ?? session.coachingPoints.en)],
    headers: session.headers,
    track: session.track,
    space: session.space,
    needsPartner: session.needsPartner,
    soloAlternative: session.soloAlternatives ? translate(session.soloAlternatives, language) : null,
    diagram: session.diagram ?? null,
    challengeId: session.challengeId ?? null,
  };
}

/**
 * The sessions of a phase, in order: for players who follow the phase's program (whatever their
 * subscription's state, so an ENDED one keeps its history readable): the sessions of their track;
 * for admins: all of them.
 */
export async function getBlockSessions(
  db: Db,
  user: Pick<Viewer, 'id' | 'authorities'>,
  blockId: string,
  language: Language,
): Promise<TrainingSession[]> {
  const block = await findBlockWithProgram(db, blockId);
  if (!block) throw notFound(TRAINING_MESSAGES.phaseNotFound);
  const track = await followerTrack(db, user.id, block.trainingProgramId);
  if (!track && !isAdmin(user)) throw forbidden();
  const sessions = await findSessionsOfBlocks(db, [block.id]);
  // A player's list is numbered in the order they do it.
  return sessions
    .filter((s) => !track || forTrack(s, track))
    .map((s, index) => toSessionJson(track ? { ...s, position: index + 1 } : s, language));
}
