import { freezeReasonSchema } from './habits.ts';
import { z } from 'zod';
import { languageSchema, phaseStatusSchema } from './enums.ts';
import { managerSchema } from './managers.ts';
import { COACH_MESSAGES, TEAM_CODE_ALPHABET, TEAM_CODE_LENGTH } from './constants/coaches.ts';

const TEAM_CODE_PATTERN = new RegExp(`^[${TEAM_CODE_ALPHABET}]{${TEAM_CODE_LENGTH}}$`);

/** What a person typed: case, spaces and dashes do not matter (`abcd-2345` = `ABCD2345`). */
export function normalizeTeamCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export const teamCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeTeamCode(value) : value),
  z.string(COACH_MESSAGES.teamCodeInvalid).regex(TEAM_CODE_PATTERN, COACH_MESSAGES.teamCodeInvalid),
);

/** `GET /api/v1/manager/me`, `POST /api/v1/manager/me/team-code`: the manager record and the team code. */
export const managerMeSchema = managerSchema.extend({
  teamCode: z.string().describe('8 characters to hand out; a new one makes the old one stop working'),
  firstName: z.string(),
  lastName: z.string(),
});
export type ManagerMe = z.infer<typeof managerMeSchema>;

/** `POST /api/v1/player/coach`. */
export const joinTeamSchema = z.object({ teamCode: teamCodeSchema });
export const teamCodeParamsSchema = z.object({ teamCode: teamCodeSchema });
/** `GET /api/v1/team-code/{teamCode}`: whether a join link still works, before signing up. */
export const teamCodeCheckSchema = z.object({
  coachName: z.string(),
  teamName: z.string().nullable().describe('null for a coach set up before team names'),
});
export type TeamCodeCheck = z.infer<typeof teamCodeCheckSchema>;
export type JoinTeam = z.infer<typeof joinTeamSchema>;

/** One of the player's coaches. */
export const coachSchema = z.object({
  managerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable().describe('null: the coach named none'),
  teamName: z.string().nullable().describe('null for a coach set up before team names'),
});
export type Coach = z.infer<typeof coachSchema>;
export const coachListSchema = z.array(coachSchema);
export const managerIdParamsSchema = z.object({ managerId: z.uuid() });

/** `GET /api/v1/player/manager/{userId}`: one of the coach's players and their training figures. */
export const teamPlayerSchema = z.object({
  playerId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ageGroupId: z.string(),
  programTitle: z.string().nullable().describe('null before the player has a program'),
  currentPhase: z.object({ title: z.string(), status: phaseStatusSchema }).nullable(),
  sessionsDone: z.number().int().nonnegative(),
  sessionsTotal: z.number().int().nonnegative(),
  sessionsLast7Days: z.number().int().nonnegative(),
  lastTrainedAt: z.string().nullable().describe('ISO 8601'),
  joinedAt: z.string().describe('ISO 8601: when the player joined the team'),
  resting: z
    .object({ until: z.string().describe('YYYY-MM-DD, the last day'), reason: freezeReasonSchema })
    .nullable()
    .describe('A freeze running today (injury, holiday, other): the player rests until then'),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;
export const teamPlayerListSchema = z.array(teamPlayerSchema);

export const playerIdParamsSchema = z.object({ playerId: z.uuid() });
export const feedbackIdParamsSchema = z.object({ playerId: z.uuid(), feedbackId: z.uuid() });
export const coachLanguageQuerySchema = z.object({ language: languageSchema.optional() });

/** `GET /api/v1/player/{playerId}/training`: what a coach sees of one player. */
export const playerTrainingViewSchema = z.object({
  player: teamPlayerSchema.omit({ joinedAt: true }),
  phases: z.array(
    z.object({
      trainingProgramBlockId: z.string(),
      title: z.string(),
      status: phaseStatusSchema,
      sessionsDone: z.number().int().nonnegative(),
      sessionsTotal: z.number().int().nonnegative(),
    }),
  ),
  completions: z.array(
    z.object({
      trainingSessionId: z.string(),
      trainingProgramBlockId: z.string(),
      title: z.string(),
      completedAt: z.string().describe('ISO 8601'),
      rating: z.number().int().min(1).max(5).nullable(),
      note: z.string().nullable().describe('Only when the player chose to share it'),
    }),
  ),
});
export type PlayerTrainingView = z.infer<typeof playerTrainingViewSchema>;

/** `POST /api/v1/player/{playerId}/feedback`. */
export const createFeedbackSchema = z.object({
  text: z
    .string(COACH_MESSAGES.feedbackRequired)
    .trim()
    .min(1, COACH_MESSAGES.feedbackRequired)
    .max(2000, COACH_MESSAGES.feedbackTooLong),
  trainingProgramBlockId: z.uuid().nullish(),
});
export type CreateFeedback = z.infer<typeof createFeedbackSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  managerName: z.string(),
  trainingProgramBlockId: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema);
