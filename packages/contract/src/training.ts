import { z } from 'zod';
import { languageSchema, phaseStatusSchema } from './enums.ts';
import { TIME_ZONE_MESSAGES, timeZoneSchema } from './time-zone.ts';

/** Messages of the training calls (api-contract.md "Training: sessions and progress"). */
export const TRAINING_MESSAGES = {
  activeSubscriptionRequired: 'Active subscription required',
  sessionNotFound: 'Training session not found',
  phaseLocked: 'This phase is not unlocked yet',
  undoOnlyInActivePhase: 'Only a session of the active phase can be undone',
  playerProgramNotFound: 'Player training program not found',
  phaseNotFound: 'Training phase not found',
  invalidTimeZone: TIME_ZONE_MESSAGES.invalidTimeZone,
} as const;

export type PhaseStatus = z.infer<typeof phaseStatusSchema>;

const id = z.string().describe('UUID');

/** Days of the streak are counted in this zone (default: the user's stored zone, else UTC). */
export const progressTimeZoneSchema = timeZoneSchema.describe(
  "IANA time zone of the player, e.g. Europe/Stockholm; days of the streak are counted in it (default: the user's time zone)",
);

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
  coachingPoints: z.array(z.string()).describe('What good looks like'),
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
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;
