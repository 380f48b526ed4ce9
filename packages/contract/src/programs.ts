import { z } from 'zod';
import { languageSchema, phaseStatusSchema } from './enums.ts';
import { PAYMENT_MODELS } from './constants/enums.ts';
import { PRICE_REGIONS } from './prices.ts';
import { PROGRAM_STATUSES } from './constants/programs.ts';

export const priceRegionSchema = z.enum(PRICE_REGIONS);

export const programStatusSchema = z.enum(PROGRAM_STATUSES);
export type ProgramStatus = z.infer<typeof programStatusSchema>;

const id = z.string().describe('UUID');

/** A price of a program: amount in minor units (öre for SEK), for one price region. */
export const feeSchema = z.object({
  type: z.enum(PAYMENT_MODELS),
  amount: z.number().int().nonnegative().describe('Minor units, e.g. 9900 = 99 kr: what is charged'),
  currency: z.string().length(3).describe('ISO 4217, e.g. SEK'),
  region: priceRegionSchema.describe("The price region (the player's, from the profile's location)"),
  label: z.string().describe('What to show, the same in every language: 99 kr, 995 kr, 1 $, 10 $'),
});
export type Fee = z.infer<typeof feeSchema>;

/** Training program JSON (api-contract.md): `title` in the request's `language`. */
export const trainingProgramSchema = z.object({
  id,
  title: z.string(),
  ageGroupId: z.string(),
  status: programStatusSchema,
  fees: z.array(feeSchema),
});
export type TrainingProgram = z.infer<typeof trainingProgramSchema>;
export const trainingProgramListSchema = z.array(trainingProgramSchema);

/** Query of the program reads; `language` defaults to the user's language, then en. */
export const programQuerySchema = z.object({
  status: programStatusSchema.default('PUBLIC'),
  language: languageSchema.optional(),
});
export const programListQuerySchema = programQuerySchema.extend({
  ageGroupId: z.string().min(1).max(20).optional().describe('Only the program of this age group'),
});
export const ageGroupParamsSchema = z.object({ ageGroup: z.string().min(1).max(20) });
export const programIdParamsSchema = z.object({ id: z.uuid() });

/** A phase of a program (program block), `order` from 1. */
export const trainingProgramBlockSchema = z.object({
  id,
  title: z.string(),
  order: z.number().int().positive(),
  challengeId: z
    .string()
    .nullable()
    .describe(
      'UUID of the skill challenge that closes the phase (GET /api/v1/challenges); null when none is set',
    ),
});
export type TrainingProgramBlock = z.infer<typeof trainingProgramBlockSchema>;
export const trainingProgramBlockListSchema = z.array(trainingProgramBlockSchema);
export const programLanguageQuerySchema = z.object({ language: languageSchema.optional() });

/** `POST /api/v1/training-program/player-training-program`. */
export const createPlayerTrainingProgramSchema = z.object({
  playerTrainingProgramSubscriptionId: z.uuid(),
});
export type CreatePlayerTrainingProgram = z.infer<typeof createPlayerTrainingProgramSchema>;

/** The player's own copy of a program; its phases carry the player's progress. */
export const playerTrainingProgramSchema = z.object({
  id,
  playerId: id,
  trainingProgramId: id,
  playerTrainingProgramSubscriptionId: id,
  createdAt: z.string().describe('ISO 8601'),
});
export type PlayerTrainingProgram = z.infer<typeof playerTrainingProgramSchema>;

export const playerTrainingProgramBlockQuerySchema = z.object({
  playerTrainingProgramId: z.uuid(),
  language: languageSchema.optional(),
});

/** A player phase: `startDate` is null until the phase is started. */
export const playerTrainingProgramBlockSchema = z.object({
  id,
  status: phaseStatusSchema,
  startDate: z.string().nullable().describe('ISO 8601'),
  trainingProgramBlockId: id,
});
export type PlayerTrainingProgramBlock = z.infer<typeof playerTrainingProgramBlockSchema>;
export const playerTrainingProgramBlockListSchema = z.array(playerTrainingProgramBlockSchema);
