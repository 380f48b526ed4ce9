import { ERROR_MESSAGES, type Language, type PlayerTrainingView, type TeamPlayer } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { requirePlayer, requireUserAccess } from '../../lib/player-access.ts';
import { restingPlayers } from '../habits/goals.service.ts';
import { getPhaseProgress } from '../programs/progress.service.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { findManagerWithName } from './team.repo.ts';
import {
  countCompletions,
  countSessionsPerPhase,
  findCompletedSessions,
  findCurrentPrograms,
  findPhases,
  findPlayerWithName,
  findTeamMembers,
} from './team-players.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Member = Omit<
  TeamPlayer,
  | 'programTitle'
  | 'currentPhase'
  | 'sessionsDone'
  | 'sessionsTotal'
  | 'sessionsLast7Days'
  | 'lastTrainedAt'
  | 'joinedAt'
  | 'resting'
>;

/** The training figures of several players, in five queries whatever their number. */
async function withFigures<M extends Member>(
  db: Db,
  members: M[],
  language: Language,
  now: Date,
): Promise<(M & Omit<TeamPlayer, keyof Member | 'joinedAt'>)[]> {
  const programs = await findCurrentPrograms(
    db,
    members.map((m) => m.playerId),
  );
  const programIds = programs.map((p) => p.playerProgramId);
  const [phases, totals, completions, resting] = await Promise.all([
    findPhases(db, programIds),
    countSessionsPerPhase(db, programIds),
    countCompletions(db, programIds, new Date(now.getTime() - 7 * DAY_MS)),
    restingPlayers(
      db,
      members.map((m) => m.playerId),
      now,
    ),
  ]);
  return members.map((member) => {
    const program = programs.find((p) => p.playerId === member.playerId);
    const rest = resting.get(member.playerId) ?? null;
    if (!program) {
      return {
        ...member,
        resting: rest,
        programTitle: null,
        currentPhase: null,
        sessionsDone: 0,
        sessionsTotal: 0,
        sessionsLast7Days: 0,
        lastTrainedAt: null,
      };
    }
    const own = phases.filter((p) => p.playerProgramId === program.playerProgramId);
    // The phase being trained; after the last one, the last (COMPLETE) phase.
    const current =
      own.find((p) => p.status === 'ACTIVE') ?? [...own].reverse().find((p) => p.status === 'COMPLETE');
    const figures = completions.find((c) => c.playerProgramId === program.playerProgramId);
    const last = figures?.last ? new Date(figures.last) : null;
    return {
      ...member,
      resting: rest,
      programTitle: translate(program.titles, language),
      currentPhase: current ? { title: translate(current.titles, language), status: current.status } : null,
      sessionsDone: figures?.done ?? 0,
      sessionsTotal: totals
        .filter((t) => t.playerProgramId === program.playerProgramId)
        .reduce((sum, t) => sum + t.total, 0),
      sessionsLast7Days: figures?.recent ?? 0,
      lastTrainedAt: last ? last.toISOString() : null,
    };
  });
}

/**
 * `GET /api/v1/player/manager/{userId}`: the players of that manager's team (the manager themself
 * or an admin; 403 otherwise, 404 `Manager not found` for a user without a manager record).
 */
export async function listTeamPlayers(
  db: Db,
  viewer: ViewerOf,
  userId: string,
  language: Language,
  now: Date,
): Promise<TeamPlayer[]> {
  await requireUserAccess(db, viewer, 'read-team', userId);
  const manager = await findManagerWithName(db, userId);
  if (!manager) throw notFound(ERROR_MESSAGES.managerNotFound);
  const members = await findTeamMembers(db, manager.manager.id);
  const players = await withFigures(
    db,
    members.map(({ joinedAt, ...member }) => ({ ...member, joinedAt: joinedAt.toISOString() })),
    language,
    now,
  );
  return players;
}

/**
 * `GET /api/v1/player/{playerId}/training`: what a coach sees of one player: the figures, the
 * phases and the sessions done, with the rating and only the notes the player chose to share.
 */
export async function getPlayerTraining(
  db: Db,
  viewer: ViewerOf,
  playerId: string,
  language: Language,
  now: Date,
): Promise<PlayerTrainingView> {
  await requirePlayer(db, viewer, 'read-training', playerId);
  const member = await findPlayerWithName(db, playerId);
  const [player] = await withFigures(db, [member!], language, now);
  const [program] = await findCurrentPrograms(db, [playerId]);
  if (!program) return { player: player!, phases: [], completions: [] };
  const [phases, done] = await Promise.all([
    getPhaseProgress(db, program.playerProgramId, language),
    findCompletedSessions(db, program.playerProgramId),
  ]);
  return {
    player: player!,
    phases: phases.map(({ minutesTrained: _minutes, ...phase }) => phase),
    completions: done.map((d) => ({
      trainingSessionId: d.sessionId,
      trainingProgramBlockId: d.blockId,
      title: translate(d.titles, language),
      completedAt: d.completedAt.toISOString(),
      rating: d.rating,
      note: d.noteShared ? d.note : null,
    })),
  };
}
