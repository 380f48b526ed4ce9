import { z } from 'zod';
import {
  CHALLENGE_BETTER,
  CHALLENGE_TIERS,
  CHALLENGE_UNITS,
  CHALLENGE_VALUE_CEILING,
} from './constants/challenges.ts';
import { LANGUAGES } from './constants/languages.ts';
import { languageSchema } from './enums.ts';

/** Skill challenges (api-contract.md part 2, "Skill challenges"). */

export const challengeUnitSchema = z.enum(CHALLENGE_UNITS);
export const challengeBetterSchema = z.enum(CHALLENGE_BETTER);
export const challengeTierSchema = z.enum(CHALLENGE_TIERS);

const id = z.string().describe('UUID');

export const challengeThresholdsSchema = z.object({
  bronze: z.number(),
  silver: z.number(),
  gold: z.number(),
});
export type ChallengeThresholds = z.infer<typeof challengeThresholdsSchema>;

/** A challenge for one age group: texts in the request's language, that age group's thresholds. */
export const challengeSchema = z.object({
  id,
  key: z.string().describe('Stable identifier, e.g. juggling'),
  title: z.string(),
  description: z.string().describe('One sentence: what the challenge tests'),
  unit: challengeUnitSchema,
  better: challengeBetterSchema,
  thresholds: challengeThresholdsSchema.describe("The age group's bronze, silver and gold marks"),
  steps: z.array(z.string()).describe('How to run it with a phone timer, in order'),
  timeLimitSeconds: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('For a COUNT within a time (wall passes in 30 s): the countdown; null otherwise'),
  maxValue: z.number().positive().describe('The highest value a result may have'),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengeListSchema = z.array(challengeSchema);

export const challengeListQuerySchema = z.object({
  ageGroupId: z.string().trim().min(1).max(20).describe('U7 … U19, SENIOR'),
  language: languageSchema.optional(),
});

export const challengePlayerParamsSchema = z.object({ playerId: z.uuid() });
export const challengeResultIdParamsSchema = z.object({ id: z.uuid() });
export const challengeResultListQuerySchema = z.object({
  challengeId: z.uuid().optional().describe('Only the results of this challenge'),
});

/** `POST /api/v1/player/{playerId}/challenge-results`. */
export const createChallengeResultSchema = z.object({
  challengeId: z.uuid(),
  value: z
    .number()
    .finite()
    .min(0)
    .max(CHALLENGE_VALUE_CEILING)
    .describe('A count (whole number) or seconds (at most one decimal), by the challenge’s unit'),
  clipId: z.uuid().optional().describe('A clip of the attempt (clips are reviewed by coaches)'),
});
export type CreateChallengeResult = z.infer<typeof createChallengeResultSchema>;

export const challengeResultSchema = z.object({
  id,
  challengeId: id,
  value: z.number(),
  tier: challengeTierSchema.describe("Earned against the player's age group when the result was recorded"),
  verified: z.boolean().describe('A coach of the player confirmed it'),
  personalBest: z
    .boolean()
    .describe('The value beat every earlier result of this challenge (true for the first one)'),
  createdAt: z.string().describe('ISO 8601'),
});
export type ChallengeResult = z.infer<typeof challengeResultSchema>;
export const challengeResultListSchema = z.array(challengeResultSchema);

// The academy console.

const text = (max: number) => z.string().trim().min(1).max(max);
const allLanguages = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((l) => [l, schema])) as Record<(typeof LANGUAGES)[number], T>);

export const adminChallengeThresholdSchema = challengeThresholdsSchema.extend({
  ageGroupId: z.string(),
});

/** A challenge as the console edits it: every language, thresholds of every age group it is set for. */
export const adminChallengeSchema = z.object({
  id,
  key: z.string(),
  title: allLanguages(z.string()),
  description: allLanguages(z.string()),
  steps: allLanguages(z.array(z.string())),
  unit: challengeUnitSchema,
  better: challengeBetterSchema,
  timeLimitSeconds: z.number().int().positive().nullable(),
  maxValue: z.number().positive(),
  thresholds: z.array(adminChallengeThresholdSchema).describe('By age group, youngest first'),
  editedAt: z.string().nullable().describe('ISO 8601: the last change in the console, null when seeded'),
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;
export const adminChallengeListSchema = z.array(adminChallengeSchema);

const thresholdValue = z.number().finite().min(0).max(CHALLENGE_VALUE_CEILING);

/**
 * `PUT /api/v1/admin/challenges/{id}`: texts in all four languages and the thresholds of every age
 * group the challenge is set for (an age group left out no longer offers it). The unit and which way
 * is better stay: results already recorded are measured in them.
 */
export const updateAdminChallengeSchema = z.object({
  title: allLanguages(text(100)),
  description: allLanguages(text(500)),
  steps: allLanguages(z.array(text(300)).min(1).max(10)),
  thresholds: z
    .array(
      z.object({
        ageGroupId: z.string().trim().min(1).max(20),
        bronze: thresholdValue,
        silver: thresholdValue,
        gold: thresholdValue,
      }),
    )
    .min(1)
    .max(20),
});
export type UpdateAdminChallenge = z.infer<typeof updateAdminChallengeSchema>;
