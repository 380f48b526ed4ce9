import { z } from 'zod';
import { LANGUAGES } from './constants/languages.ts';
import { ADMIN_PROGRAM_MESSAGES, EQUIPMENT_KEYS } from './constants/admin-programs.ts';

export { EQUIPMENT_KEYS };

/** Every word of a session, edited in the console and publishing with care. */

export type EquipmentKeyName = (typeof EQUIPMENT_KEYS)[number];

const line = z.string().trim().min(1).max(400);

/**
 * A list in the four languages (steps, coaching points): every language has the same number of
 * items, in the same order (the player's timer reads the English step's seconds).
 */
export const localizedListSchema = (min: number, max: number) =>
  z
    .object({
      en: z.array(line).min(min).max(max),
      sv: z.array(line).min(min).max(max),
      fr: z.array(line).min(min).max(max),
      pt: z.array(line).min(min).max(max),
    })
    .superRefine((lists, ctx) => {
      for (const language of LANGUAGES) {
        if (lists[language].length !== lists.en.length) {
          ctx.addIssue({ code: 'custom', path: [language], message: ADMIN_PROGRAM_MESSAGES.listLengths });
        }
      }
    });

/** `GET …/training-programs/{id}/publish-summary`: what publishing this program changes. */
export const adminPublishSummarySchema = z.object({
  /** The age group's live program this one replaces (null: none). */
  replaces: z.object({ id: z.string(), titles: z.record(z.string(), z.string()) }).nullable(),
  /** Program titles that differ from the live program's, per language. */
  titles: z.array(z.object({ language: z.string(), before: z.string().nullable(), after: z.string() })),
  phases: z.object({
    added: z.array(z.string()).describe('English titles'),
    removed: z.array(z.string()),
    changed: z.array(z.string()),
  }),
  sessions: z.object({
    added: z.array(z.string()).describe('English titles'),
    removed: z.array(z.string()),
    changed: z.array(z.string()),
  }),
  /** Fees that differ from the live program's (new subscriptions pay these). */
  fees: z.array(
    z.object({
      region: z.string(),
      type: z.string(),
      before: z.string().nullable(),
      after: z.string(),
    }),
  ),
  /** Players on the live program: they keep it and their progress; new subscriptions get this one. */
  currentPlayers: z.number().int().nonnegative(),
  /** Running subscriptions of the live program. */
  currentSubscriptions: z.number().int().nonnegative(),
});
export type AdminPublishSummary = z.infer<typeof adminPublishSummarySchema>;

/** `GET …/training-programs/{id}/versions`: the earlier published versions this one can go back to. */
export const adminProgramVersionSchema = z.object({
  id: z.string(),
  programId: z.string(),
  replacedProgramId: z.string().nullable(),
  publishedAt: z.string(),
  /** When the console went back from this version to the one it replaced (null: not). */
  restoredAt: z.string().nullable(),
});
export const adminProgramVersionListSchema = z.array(adminProgramVersionSchema);
export type AdminProgramVersion = z.infer<typeof adminProgramVersionSchema>;
