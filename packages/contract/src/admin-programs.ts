import { z } from 'zod';
import { PAYMENT_MODELS } from './enums.ts';
import { programStatusSchema } from './programs.ts';

/** Program editing in the academy console (api-contract.md, "The academy console (admins)"). */

export const ADMIN_PROGRAM_MESSAGES = {
  programNotFound: 'Training program not found',
  phaseNotFound: 'Phase not found',
  sessionNotFound: 'Session not found',
  structureLocked: 'Only a draft program’s phases can be added, removed or reordered',
  translationsMissing: 'Every title needs en, sv, fr and pt before publishing',
  noPhases: 'A program needs at least one phase before publishing',
  needsPublicProgram:
    'Publish another program of this age group first: every age group keeps one PUBLIC program',
  unknownAgeGroup: 'Unknown age group',
  feesIncomplete: 'Give a MONTHLY and a YEARLY fee',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), text(max).optional());

/** A text in the app's four languages; en is required, the others before publishing. */
export const translationsSchema = (max: number) =>
  z.object({ en: text(max), sv: optionalText(max), fr: optionalText(max), pt: optionalText(max) });
export type TranslationsInput = z.infer<ReturnType<typeof translationsSchema>>;
const descriptionsSchema = z.object({
  en: optionalText(1000),
  sv: optionalText(1000),
  fr: optionalText(1000),
  pt: optionalText(1000),
});

export const adminFeeSchema = z.object({
  type: z.enum(PAYMENT_MODELS),
  amount: z.number().int().min(0).max(100_000_00).describe('Minor units, e.g. 9900 = 99 kr'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use an ISO 4217 code such as SEK'),
});
export type AdminFee = z.infer<typeof adminFeeSchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  order: z.number().int().positive(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  durationMinutes: z.number().int(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminProgramBlockSchema = z.object({
  id: z.string(),
  order: z.number().int().positive(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  /** The phase's training sessions, in order. */
  sessions: z.array(adminSessionSchema),
});
export type AdminProgramBlock = z.infer<typeof adminProgramBlockSchema>;

/** A program as the console edits it: every language, phases in order, fees. */
export const adminProgramSchema = z.object({
  id: z.string(),
  ageGroupId: z.string(),
  status: programStatusSchema,
  titles: z.record(z.string(), z.string()),
  fees: z.array(adminFeeSchema),
  blocks: z.array(adminProgramBlockSchema),
  /** Players who have this program (their progress stays with it). */
  players: z.number().int(),
  updatedAt: z.string(),
  /** Set once the console changed it: the start-up seed then leaves it alone. */
  editedAt: z.string().nullable(),
});
export type AdminProgram = z.infer<typeof adminProgramSchema>;
export const adminProgramListSchema = z.array(adminProgramSchema);

export const adminProgramListQuerySchema = z.object({
  ageGroupId: z.string().trim().toUpperCase().max(20).optional(),
  status: programStatusSchema.optional(),
});

/** `POST /api/v1/admin/training-programs`: a DRAFT, empty or a copy of `copyFromId`'s phases and fees. */
export const createAdminProgramSchema = z.object({
  ageGroupId: z.string().trim().toUpperCase().min(1).max(20),
  titles: translationsSchema(120),
  copyFromId: z.uuid().optional(),
});
export type CreateAdminProgram = z.infer<typeof createAdminProgramSchema>;

/** `PUT /api/v1/admin/training-programs/{id}`: any of titles, fees, status (PUBLIC publishes). */
export const updateAdminProgramSchema = z.object({
  titles: translationsSchema(120).optional(),
  fees: z
    .array(adminFeeSchema)
    .refine(
      (fees) => fees.length === 2 && new Set(fees.map((f) => f.type)).size === 2,
      'Give a MONTHLY and a YEARLY fee',
    )
    .optional(),
  status: programStatusSchema.optional(),
});
export type UpdateAdminProgram = z.infer<typeof updateAdminProgramSchema>;

export const createAdminBlockSchema = z.object({
  titles: translationsSchema(120),
  descriptions: descriptionsSchema.optional(),
});
export type CreateAdminBlock = z.infer<typeof createAdminBlockSchema>;

export const updateAdminBlockSchema = z.object({
  titles: translationsSchema(120).optional(),
  descriptions: descriptionsSchema.optional(),
  /** Moves the phase to this place (1 = first); draft programs only. */
  order: z.number().int().positive().max(100).optional(),
});
export type UpdateAdminBlock = z.infer<typeof updateAdminBlockSchema>;

/** `POST …/blocks/{blockId}/sessions`: a new session at the end of the phase (drafts only). */
export const createAdminSessionSchema = z.object({
  titles: translationsSchema(120),
  descriptions: descriptionsSchema.optional(),
  durationMinutes: z.number().int().min(1).max(240),
});
export type CreateAdminSession = z.infer<typeof createAdminSessionSchema>;

/**
 * `PUT …/blocks/{blockId}/sessions/{sessionId}` (drafts only). A seeded session, or one another phase
 * also uses, is copied first, so the change stays in this phase.
 */
export const updateAdminSessionSchema = z.object({
  titles: translationsSchema(120).optional(),
  descriptions: descriptionsSchema.optional(),
  durationMinutes: z.number().int().min(1).max(240).optional(),
  order: z.number().int().positive().max(100).optional(),
});
export type UpdateAdminSession = z.infer<typeof updateAdminSessionSchema>;

export const adminSessionParamsSchema = z.object({
  id: z.uuid('Invalid id'),
  blockId: z.uuid('Invalid id'),
  sessionId: z.uuid('Invalid id'),
});

export const adminBlockParamsSchema = z.object({ id: z.uuid('Invalid id'), blockId: z.uuid('Invalid id') });
