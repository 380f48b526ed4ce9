import { z } from 'zod';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_NOTE_MAX, ASSIGNMENT_STATUSES } from './constants/assignments.ts';
import { challengeTierSchema } from './challenges.ts';
import { languageSchema } from './enums.ts';

/** The coach's week: assignments and the team board (api-contract.md part 2, "The coach's week"). */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ASSIGNMENT_MESSAGES.badDueDate);

export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);

/** `POST /api/v1/manager/me/assignments`: a session or a challenge, the whole team without `playerIds`. */
export const createAssignmentSchema = z
  .object({
    sessionId: z.uuid().optional(),
    challengeId: z.uuid().optional(),
    playerIds: z.array(z.uuid()).min(1).max(200).optional().describe('Left out: the whole team'),
    dueDate: isoDate.describe("YYYY-MM-DD, in each player's time zone"),
    note: z.string().trim().max(ASSIGNMENT_NOTE_MAX).optional(),
  })
  .refine((b) => Boolean(b.sessionId) !== Boolean(b.challengeId), {
    message: ASSIGNMENT_MESSAGES.sessionOrChallenge,
    path: ['sessionId'],
  });
export type CreateAssignment = z.infer<typeof createAssignmentSchema>;

/** One assignment as the player (or a guardian) sees it. */
export const playerAssignmentSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  challengeId: z.string().nullable(),
  phaseId: z
    .string()
    .nullable()
    .describe("The phase of the player's program that holds the session (the session page's address)"),
  title: z.string(),
  dueDate: z.string().describe('YYYY-MM-DD'),
  note: z.string().nullable(),
  managerName: z.string(),
  status: assignmentStatusSchema.describe('DONE once completed (or recorded); LATE after the due date'),
});
export type PlayerAssignment = z.infer<typeof playerAssignmentSchema>;
export const playerAssignmentListSchema = z.array(playerAssignmentSchema);

/** One assignment as the coach sees it: who did it. */
export const managerAssignmentSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  challengeId: z.string().nullable(),
  title: z.string(),
  dueDate: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  players: z.array(
    z.object({
      playerId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      status: assignmentStatusSchema,
    }),
  ),
  done: z.number().int(),
  total: z.number().int(),
});
export type ManagerAssignment = z.infer<typeof managerAssignmentSchema>;
export const managerAssignmentListSchema = z.array(managerAssignmentSchema);

export const assignmentPlayerParamsSchema = z.object({ playerId: z.uuid() });
export const assignmentListQuerySchema = z.object({
  language: languageSchema.optional(),
});

/** A session a coach may assign: of the programs their players follow. */
export const assignableSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  phaseTitle: z.string(),
  ageGroupId: z.string(),
});
export const assignableSessionListSchema = z.array(assignableSessionSchema);

/** The team board (leaderboard): names only of players who opted in. */
export const leaderboardQuerySchema = z.object({ challengeId: z.uuid() });
export const leaderboardEntrySchema = z.object({
  playerId: z.string().nullable().describe('Only for players who opted in (and the caller themself)'),
  name: z.string().nullable().describe('null: "a teammate"'),
  value: z.number(),
  tier: challengeTierSchema,
  you: z.boolean().describe("The caller's own player"),
});
export const leaderboardSchema = z.array(leaderboardEntrySchema);
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardOptInSchema = z.object({ optIn: z.boolean() });
export const leaderboardOptInResponseSchema = z.object({ optIn: z.boolean() });

/** `GET /api/v1/manager/me/results-to-verify`: the team's results waiting for the coach. */
export const resultToVerifySchema = z.object({
  id: z.string(),
  playerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  challengeId: z.string(),
  challengeTitle: z.string(),
  value: z.number(),
  unit: z.enum(['COUNT', 'SECONDS']),
  tier: challengeTierSchema,
  createdAt: z.string(),
});
export type ResultToVerify = z.infer<typeof resultToVerifySchema>;
export const resultToVerifyListSchema = z.array(resultToVerifySchema);
