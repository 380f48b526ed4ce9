import { z } from 'zod';
import { PAYMENT_MODELS } from './constants/enums.ts';
import { PRICE_REGIONS, REGION_CURRENCY } from './prices.ts';
import { feeSchema, priceRegionSchema, programStatusSchema } from './programs.ts';
import { ADMIN_PROGRAM_MESSAGES } from './constants/admin-programs.ts';
import { diagramSchema } from './diagrams.ts';
import { sessionTrackSchema } from './training.ts';
import { EQUIPMENT_KEYS, localizedListSchema } from './admin-program-words.ts';

/** Program editing in the academy console (api-contract.md, "The academy console (admins)"). */

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

/**
 * A fee as the console sends it: one price region's MONTHLY or YEARLY amount. `region` defaults to
 * DEFAULT (the shape before regions); the currency is the region's own (`REGION_CURRENCY`). `label`
 * is what players see (`1 $`); empty or null: the amount's own label (`99 kr`); left out: kept while
 * the amount stays, else the amount's own.
 */
export const adminFeeSchema = z.object({
  type: z.enum(PAYMENT_MODELS),
  region: priceRegionSchema.default('DEFAULT').describe('The price region (DEFAULT, AFRICA)'),
  amount: z.number().int().min(1).max(100_000_00).describe('Minor units, e.g. 9900 = 99 kr'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use an ISO 4217 code such as SEK'),
  label: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(20).nullable().optional(),
  ),
});
export type AdminFee = z.infer<typeof adminFeeSchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  order: z.number().int().positive(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  durationMinutes: z.number().int(),
  headers: z.number().int().nonnegative(),
  track: sessionTrackSchema,
  /** The animated pitch picture (null: none yet). */
  diagram: diagramSchema.nullable(),
  /** What the player does, in order, per language. */
  steps: z.record(z.string(), z.array(z.string())),
  /** Per English step, the seconds its timer runs (the first duration the step states), or null. */
  stepSeconds: z.array(z.number().int().positive().nullable()),
  /** What good looks like, per language. */
  coachingPoints: z.record(z.string(), z.array(z.string())),
  /** Equipment keys (`EQUIPMENT_KEYS`); the player reads them translated. */
  equipment: z.array(z.string()),
  /** The session's own skill challenge (null: none), besides the one that closes its phase. */
  challengeId: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminProgramBlockSchema = z.object({
  id: z.string(),
  order: z.number().int().positive(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  /** The phase's training sessions, in order. */
  sessions: z.array(adminSessionSchema),
  /** The skill challenge that closes the phase (null: none). */
  challengeId: z.string().nullable(),
});
export type AdminProgramBlock = z.infer<typeof adminProgramBlockSchema>;

/** A program as the console edits it: every language, phases in order, fees. */
export const adminProgramSchema = z.object({
  id: z.string(),
  ageGroupId: z.string(),
  status: programStatusSchema,
  titles: z.record(z.string(), z.string()),
  /** Every price region's fees (the contract's price shape, with `region` and `label`). */
  fees: z.array(feeSchema),
  blocks: z.array(adminProgramBlockSchema),
  /** Players who have this program (their progress stays with it). */
  players: z.number().int(),
  updatedAt: z.string(),
  /** Set once the console changed it: the start-up seed then leaves it alone. */
  editedAt: z.string().nullable(),
  /**
   * In the answer of a `PUT` with fees: the running subscriptions the change reaches (each mailed a
   * notice; they pay the new fee from their first renewal at least 30 days later).
   */
  affectedSubscriptions: z.number().int().nonnegative().optional(),
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

/** Each fee once, in its region's currency, and both plans of every region given. */
function checkFees(fees: AdminFee[], ctx: z.RefinementCtx) {
  const M = ADMIN_PROGRAM_MESSAGES;
  const seen = new Set<string>();
  fees.forEach((fee, index) => {
    const key = `${fee.region}:${fee.type}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'type'], message: M.feeRepeated });
    seen.add(key);
    if (fee.currency !== REGION_CURRENCY[fee.region]) {
      ctx.addIssue({ code: 'custom', path: [index, 'currency'], message: M.regionCurrency });
    }
  });
  for (const region of PRICE_REGIONS) {
    const types = new Set(fees.filter((f) => f.region === region).map((f) => f.type));
    if (types.size === 1) ctx.addIssue({ code: 'custom', path: [], message: M.feesIncomplete });
  }
}

/** `PUT /api/v1/admin/training-programs/{id}`: any of titles, fees, status (PUBLIC publishes). */
export const updateAdminProgramSchema = z.object({
  titles: translationsSchema(120).optional(),
  /** Any price regions' fees (a region given needs both); regions left out keep theirs. */
  fees: z
    .array(adminFeeSchema)
    .min(1)
    .max(PRICE_REGIONS.length * 2)
    .superRefine(checkFees)
    .optional(),
  status: programStatusSchema.optional(),
});
export type UpdateAdminProgram = z.infer<typeof updateAdminProgramSchema>;

/** `POST …/training-programs/{id}/fee-preview { fees }`: what a fee change would reach, nothing saved. */
export const adminFeePreviewBodySchema = z.object({
  fees: z
    .array(adminFeeSchema)
    .min(1)
    .max(PRICE_REGIONS.length * 2)
    .superRefine(checkFees),
});
export type AdminFeePreviewBody = z.infer<typeof adminFeePreviewBodySchema>;
export const adminFeePreviewSchema = z.object({
  /** Running subscriptions whose fee changes (each would get a notice mail). */
  affectedSubscriptions: z.number().int().nonnegative(),
  /** The earliest date an existing subscriber pays a new fee (null when none is reached). */
  earliestEffectiveFrom: z.string().nullable(),
});
export type AdminFeePreview = z.infer<typeof adminFeePreviewSchema>;

export const createAdminBlockSchema = z.object({
  titles: translationsSchema(120),
  descriptions: descriptionsSchema.optional(),
});
export type CreateAdminBlock = z.infer<typeof createAdminBlockSchema>;

export const updateAdminBlockSchema = z.object({
  titles: translationsSchema(120).optional(),
  descriptions: descriptionsSchema.optional(),
  /** The skill challenge that closes the phase (one of the challenges; null: none). */
  challengeId: z.uuid().nullable().optional(),
  /** Moves the phase to this place (1 = first); draft programs only. */
  order: z.number().int().positive().max(100).optional(),
});
export type UpdateAdminBlock = z.infer<typeof updateAdminBlockSchema>;

/** `POST …/blocks/{blockId}/sessions`: a new session at the end of the phase (drafts only). */
export const createAdminSessionSchema = z.object({
  titles: translationsSchema(120),
  descriptions: descriptionsSchema.optional(),
  durationMinutes: z.number().int().min(1).max(240),
  /** The headers it asks for (the heading rules of the program's age group are checked on save). */
  headers: z.number().int().min(0).max(10).default(0),
  track: sessionTrackSchema.default('ALL'),
});
export type CreateAdminSession = z.infer<typeof createAdminSessionSchema>;
/** What the console sends (`headers` and `track` may be left out). */
export type CreateAdminSessionBody = z.input<typeof createAdminSessionSchema>;

/**
 * `PUT …/blocks/{blockId}/sessions/{sessionId}` (drafts only). A seeded session, or one another phase
 * also uses, is copied first, so the change stays in this phase.
 */
export const updateAdminSessionSchema = z
  .object({
    titles: translationsSchema(120).optional(),
    descriptions: descriptionsSchema.optional(),
    durationMinutes: z.number().int().min(1).max(240).optional(),
    headers: z.number().int().min(0).max(10).optional(),
    track: sessionTrackSchema.optional(),
    order: z.number().int().positive().max(100).optional(),
    /** The animated pitch picture: inside the area, moves naming its items (diagrams.ts). */
    diagram: diagramSchema.optional(),
    /** Steps in all four languages, the same number in each (the words only: the seconds are `stepSeconds`). */
    steps: localizedListSchema(1, 20).optional(),
    /**
     * Per English step, the seconds its timer runs (1–3600), null for an untimed step: as many as the
     * steps. Left out with `steps`: the seconds are read from the English texts again.
     */
    stepSeconds: z.array(z.number().int().min(1).max(3600).nullable()).max(20).optional(),
    /** Coaching points in all four languages, the same number in each. */
    coachingPoints: localizedListSchema(0, 12).optional(),
    equipment: z.array(z.enum(EQUIPMENT_KEYS)).max(EQUIPMENT_KEYS.length).optional(),
    /** The session's own skill challenge (null: none); 400 on `challengeId` for an unknown one. */
    challengeId: z.uuid('Invalid id').nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.steps && body.stepSeconds && body.stepSeconds.length !== body.steps.en.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['stepSeconds'],
        message: ADMIN_PROGRAM_MESSAGES.stepSecondsCount,
      });
    }
  });
export type UpdateAdminSession = z.infer<typeof updateAdminSessionSchema>;

export const adminSessionParamsSchema = z.object({
  id: z.uuid('Invalid id'),
  blockId: z.uuid('Invalid id'),
  sessionId: z.uuid('Invalid id'),
});

export const adminBlockParamsSchema = z.object({ id: z.uuid('Invalid id'), blockId: z.uuid('Invalid id') });
