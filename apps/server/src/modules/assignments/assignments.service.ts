import {
  ASSIGNMENT_MESSAGES,
  type AssignmentStatus,
  CHALLENGE_MESSAGES,
  type CreateAssignment,
  dayIn,
  type Language,
  type ManagerAssignment,
  type PlayerAssignment,
  TRAINING_MESSAGES,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import type { Translations } from '../../db/schema/index.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { requirePlayer, requireUserAccess } from '../../lib/player-access.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import {
  challengeExists,
  findAssignableSessions,
  findAssignees,
  findChallengeResultsSince,
  findCompletedSessions,
  findManagerAssignments,
  findManagerOfUser,
  findPhasesOfSessions,
  findPlayerAssignments,
  findTeamPlayers,
  isSessionAssigned,
  sessionExists,
  upsertAssignment,
} from './assignments.repo.ts';

/** The caller's own manager record (they are the subject: `read-team`), or 403 `Only a coach can assign`. */
export async function requireOwnManager(db: Db, viewer: ViewerOf) {
  await requireUserAccess(db, viewer, 'read-team', viewer.id);
  const manager = await findManagerOfUser(db, viewer.id);
  if (!manager) throw forbidden(ASSIGNMENT_MESSAGES.notACoach);
  return manager;
}

export interface AssignmentRow {
  id: string;
  sessionId: string | null;
  challengeId: string | null;
  dueDate: string;
  createdAt: Date;
  sessionTitles: Translations | null;
  challengeTitles: Translations | null;
}

const titleOf = (row: AssignmentRow, language: Language) =>
  translate((row.sessionTitles ?? row.challengeTitles)!, language);

/**
 * The status of each (assignment, player): DONE once the session is completed (any time: it is
 * done) or the challenge recorded after the assignment was made; else LATE once the due date has
 * passed in the player's time zone; else OPEN.
 */
export async function statusesOf(
  db: Db,
  rows: AssignmentRow[],
  assignees: { assignmentId: string; playerId: string; timeZone: string | null }[],
  now: Date,
): Promise<Map<string, AssignmentStatus>> {
  const playerIds = [...new Set(assignees.map((a) => a.playerId))];
  const sessionIds = [...new Set(rows.flatMap((r) => (r.sessionId ? [r.sessionId] : [])))];
  const challengeIds = [...new Set(rows.flatMap((r) => (r.challengeId ? [r.challengeId] : [])))];
  const earliest = rows.reduce((min, r) => (r.createdAt < min ? r.createdAt : min), now);
  const completed = await findCompletedSessions(db, playerIds, sessionIds);
  const results = await findChallengeResultsSince(db, playerIds, challengeIds, earliest);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const statuses = new Map<string, AssignmentStatus>();
  for (const a of assignees) {
    const row = byId.get(a.assignmentId)!;
    const done = row.sessionId
      ? completed.has(`${a.playerId}:${row.sessionId}`)
      : results.some(
          (r) =>
            r.playerId === a.playerId &&
            r.challengeId === row.challengeId &&
            new Date(r.first).getTime() >= row.createdAt.getTime(),
        );
    const today = dayIn(now, a.timeZone ?? 'UTC');
    statuses.set(`${a.assignmentId}:${a.playerId}`, done ? 'DONE' : today > row.dueDate ? 'LATE' : 'OPEN');
  }
  return statuses;
}

/** `POST /api/v1/manager/me/assignments`: to the chosen players (each must be coached) or the whole team. */
export async function createAssignment(
  db: Db,
  viewer: ViewerOf,
  input: CreateAssignment,
  options: { now: Date; language: Language },
): Promise<ManagerAssignment> {
  const manager = await requireOwnManager(db, viewer);
  if (input.sessionId && !(await sessionExists(db, input.sessionId)))
    throw fieldError('sessionId', TRAINING_MESSAGES.sessionNotFound);
  if (input.challengeId && !(await challengeExists(db, input.challengeId)))
    throw fieldError('challengeId', CHALLENGE_MESSAGES.challengeNotFound);
  let playerIds: string[];
  if (input.playerIds) {
    playerIds = [...new Set(input.playerIds)];
    for (const playerId of playerIds) {
      // The policy decides: only a coach of each player may assign to them.
      await requirePlayer(db, viewer, 'assign', playerId);
    }
  } else {
    playerIds = (await findTeamPlayers(db, manager.id)).map((p) => p.playerId);
    if (playerIds.length === 0) throw fieldError('playerIds', ASSIGNMENT_MESSAGES.emptyTeam);
  }
  const id = await upsertAssignment(db, {
    managerId: manager.id,
    sessionId: input.sessionId ?? null,
    challengeId: input.challengeId ?? null,
    dueDate: input.dueDate,
    note: input.note ? input.note : null,
    playerIds,
    now: options.now,
  });
  const all = await listManagerAssignments(db, viewer, options);
  return all.find((a) => a.id === id)!;
}

/** `GET /api/v1/manager/me/assignments`: the coach's assignments with who did them. */
export async function listManagerAssignments(
  db: Db,
  viewer: ViewerOf,
  options: { now: Date; language: Language },
): Promise<ManagerAssignment[]> {
  const manager = await requireOwnManager(db, viewer);
  const rows = await findManagerAssignments(db, manager.id);
  const assignees = await findAssignees(
    db,
    rows.map((r) => r.id),
  );
  const statuses = await statusesOf(db, rows, assignees, options.now);
  return rows.map((row) => {
    const players = assignees
      .filter((a) => a.assignmentId === row.id)
      .map((a) => ({
        playerId: a.playerId,
        firstName: a.firstName,
        lastName: a.lastName,
        status: statuses.get(`${row.id}:${a.playerId}`)!,
      }));
    return {
      id: row.id,
      sessionId: row.sessionId,
      challengeId: row.challengeId,
      title: titleOf(row, options.language),
      dueDate: row.dueDate,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      players,
      done: players.filter((p) => p.status === 'DONE').length,
      total: players.length,
    };
  });
}

/** `GET /api/v1/player/{playerId}/assignments`: what the player's coaches asked, by due date. */
export async function listPlayerAssignments(
  db: Db,
  viewer: ViewerOf,
  playerId: string,
  options: { now: Date; language: Language },
): Promise<PlayerAssignment[]> {
  const access = await requirePlayer(db, viewer, 'read-assignments', playerId);
  let rows = await findPlayerAssignments(db, playerId);
  // A coach sees only what they asked themself.
  if (access.as === 'coach') rows = rows.filter((r) => r.managerId === access.coach!.managerId);
  const assignees = (
    await findAssignees(
      db,
      rows.map((r) => r.id),
    )
  ).filter((a) => a.playerId === playerId);
  const statuses = await statusesOf(db, rows, assignees, options.now);
  const phases = await findPhasesOfSessions(
    db,
    playerId,
    rows.flatMap((r) => (r.sessionId ? [r.sessionId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.sessionId,
    challengeId: row.challengeId,
    phaseId: row.sessionId ? (phases.get(row.sessionId) ?? null) : null,
    title: titleOf(row, options.language),
    dueDate: row.dueDate,
    note: row.note,
    managerName: `${row.managerFirstName} ${row.managerLastName}`.trim(),
    status: statuses.get(`${row.id}:${playerId}`)!,
  }));
}

/** The sessions the coach may assign: of the programs their players follow. */
export async function listAssignableSessions(db: Db, viewer: ViewerOf, language: Language) {
  const manager = await requireOwnManager(db, viewer);
  const rows = await findAssignableSessions(db, manager.id);
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      if (seen.has(r.id)) return false;
      seen.add(r.id);
      return true;
    })
    .map((r) => ({
      id: r.id,
      title: translate(r.titles, language),
      phaseTitle: translate(r.phaseTitles, language),
      ageGroupId: r.ageGroupId,
    }));
}

/** Whether a coach assigned this session to the player: it then opens whatever its phase (programs asks). */
export function sessionAssignedTo(db: Db, playerId: string, sessionId: string): Promise<boolean> {
  return isSessionAssigned(db, playerId, sessionId);
}
