import { habitWeekSchema } from './habits.ts';
import { z } from 'zod';
import { languageSchema, phaseStatusSchema } from './enums.ts';
import { diagramSchema } from './diagrams.ts';
import { PLAYER_TRACKS, SESSION_SPACES, SESSION_TRACKS } from './constants/training.ts';
import { timeZoneSchema } from './time-zone.ts';

export type PhaseStatus = z.infer<typeof phaseStatusSchema>;

const id = z.string().describe('UUID');

/** Days of the streak are counted in this zone (default: the user's stored zone, else UTC). */
export const progressTimeZoneSchema = timeZoneSchema.describe(
  "IANA time zone of the player, e.g. Europe/Stockholm; days of the streak are counted in it (default: the user's time zone)",
);

export const sessionTrackSchema = z.enum(SESSION_TRACKS);
export type SessionTrack = z.infer<typeof sessionTrackSchema>;

export const playerTrackSchema = z.enum(PLAYER_TRACKS);
export type PlayerTrack = z.infer<typeof playerTrackSchema>;

export const sessionSpaceSchema = z.enum(SESSION_SPACES);
export type SessionSpace = z.infer<typeof sessionSpaceSchema>;

/** `PUT /api/v1/player/{playerId}/training-track`: the player, or a guardian of the player. */
export const updateTrainingTrackSchema = z.object({ track: playerTrackSchema });
export type UpdateTrainingTrack = z.infer<typeof updateTrainingTrackSchema>;
export const trainingTrackSchema = z.object({ playerId: z.string(), track: playerTrackSchema });
export type TrainingTrack = z.infer<typeof trainingTrackSchema>;

/** A session of a phase; texts in the request's language, equipment as translated names. */
export const trainingSessionSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int().positive(),
  order: z.number().int().positive(),
  equipment: z.array(z.string()),
  videoUrl: z.string().nullable(),
  steps: z.array(z.string()).describe('What to do, in order'),
  stepSeconds: z
    .array(z.number().int().positive().nullable())
    .optional()
    .describe(
      "Beside `steps`, one per step: the seconds a timed step runs (the step's first stated duration), null for an untimed step",
    ),
  coachingPoints: z.array(z.string()).describe('What good looks like'),
  headers: z.number().int().nonnegative().describe('Headers the session asks of the player (0 for none)'),
  track: sessionTrackSchema,
  space: sessionSpaceSchema,
  needsPartner: z.boolean(),
  soloAlternative: z.string().nullable().describe('What to do alone when no partner is free'),
  diagram: diagramSchema.nullable().describe('The animated pitch picture, in metres (null: none yet)'),
  challengeId: z
    .string()
    .nullable()
    .optional()
    .describe("The session's own skill challenge, chosen in the console (null: none)"),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;
export const trainingSessionListSchema = z.array(trainingSessionSchema);
export const blockIdParamsSchema = z.object({ blockId: z.uuid() });
export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });
export const playerProgramIdParamsSchema = z.object({ playerTrainingProgramId: z.uuid() });

export const trainingLanguageQuerySchema = z.object({ language: languageSchema.optional() });
export const progressQuerySchema = z.object({
  language: languageSchema.optional(),
  timeZone: progressTimeZoneSchema.optional(),
});

/** `PUT /api/v1/player-training-session/{sessionId}/complete`. */
export const completeSessionSchema = z.object({
  playerTrainingProgramId: z.uuid(),
  rating: z.number().int().min(1).max(5).optional(),
  note: z.string().trim().max(500).optional(),
  shareNote: z
    .boolean()
    .optional()
    .describe(
      "Whether the player's coaches may read the note (default false); coaches always see the rating",
    ),
  completedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      'ISO 8601: when a session done offline was done (default now). More than 7 days back, or in the future, is recorded as now; the session counts for that day',
    ),
});
export type CompleteSession = z.infer<typeof completeSessionSchema>;
export const completeSessionQuerySchema = progressQuerySchema;
export const undoSessionQuerySchema = progressQuerySchema.extend({ playerTrainingProgramId: z.uuid() });

export const phaseProgressSchema = z.object({
  trainingProgramBlockId: id,
  title: z.string(),
  status: phaseStatusSchema,
  sessionsDone: z.number().int().nonnegative(),
  sessionsTotal: z.number().int().nonnegative(),
  minutesTrained: z.number().int().nonnegative(),
});
export type PhaseProgress = z.infer<typeof phaseProgressSchema>;

export const sessionCompletionSchema = z.object({
  trainingSessionId: id,
  completedAt: z.string().describe('ISO 8601'),
  rating: z.number().int().min(1).max(5).nullable(),
  note: z.string().nullable(),
});
export type SessionCompletion = z.infer<typeof sessionCompletionSchema>;

/** The progress figures of a player's program. */
export const trainingProgressSchema = z.object({
  phases: z.array(phaseProgressSchema),
  sessionsDone: z.number().int().nonnegative(),
  sessionsTotal: z.number().int().nonnegative(),
  minutesTrained: z.number().int().nonnegative(),
  lastTrainedAt: z.string().nullable().describe('ISO 8601'),
  currentStreakDays: z
    .number()
    .int()
    .nonnegative()
    .describe('Days in a row with a session, ending today or yesterday'),
  completedSessionIds: z.array(id),
  completions: z.array(sessionCompletionSchema),
  programComplete: z.boolean(),
  headingWaitUntil: z
    .string()
    .nullable()
    .describe(
      'ISO 8601: a heading session was done recently; the next one should wait until then (null: no wait)',
    ),
  track: playerTrackSchema.describe("The player's training track"),
  week: habitWeekSchema.describe("This week against the player's weekly goal"),
  weeksMetInARow: z
    .number()
    .int()
    .nonnegative()
    .describe('Weeks in a row the goal was met (frozen weeks neither count nor break the run)'),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;
