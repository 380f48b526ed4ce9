import { z } from 'zod';
import { USER_MESSAGES } from './constants/users.ts';
import { GUARDIAN_AGE, GUARDIAN_APPROVALS, PRIVACY_MESSAGES } from './constants/privacy.ts';

export const guardianApprovalSchema = z.enum(GUARDIAN_APPROVALS);
export type GuardianApproval = z.infer<typeof guardianApprovalSchema>;

/** The exact age (birthday passed or not) on `today` (YYYY-MM-DD) of someone born on `dateOfBirth`. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Younger than 16 on `today`: a guardian must approve. */
export function needsGuardian(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) < GUARDIAN_AGE;
}

export const guardianEmailSchema = z
  .string(PRIVACY_MESSAGES.guardianEmailRequired)
  .trim()
  .max(254, USER_MESSAGES.emailInvalid)
  .pipe(z.email(USER_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

/** `POST /api/v1/player/{playerId}/guardian-request`: optionally a corrected guardian e-mail. */
export const guardianRequestSchema = z.object({ guardianEmail: guardianEmailSchema.optional() });
export const guardianRequestResponseSchema = z.object({ guardianApproval: guardianApprovalSchema });

/** The guardian's link: `?token=…` (a query parameter, so logs mask it). */
export const guardianTokenQuerySchema = z.object({
  token: z.string('Token is required').min(20, PRIVACY_MESSAGES.guardianLinkInvalid).max(100),
});
export const guardianDecisionSchema = z.object({
  token: z.string('Token is required').min(20, PRIVACY_MESSAGES.guardianLinkInvalid).max(100),
  decision: z.enum(['APPROVE', 'DECLINE'], 'decision must be APPROVE or DECLINE'),
});

/** What the guardian's page shows: what the child shared. */
export const guardianViewSchema = z.object({
  guardianEmail: z.string(),
  language: z.string(),
  policyVersion: z.string(),
  expiresAt: z.string(),
  child: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    dateOfBirth: z.string(),
    gender: z.string(),
    clubName: z.string().nullable(),
    position: z.string().nullable(),
    heightCm: z.number(),
    weightKg: z.number(),
    nationality: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type GuardianView = z.infer<typeof guardianViewSchema>;
export const guardianDecisionResponseSchema = z.object({ result: z.enum(['APPROVED', 'DECLINED']) });

/** `DELETE /api/v1/user { password }`. */
export const deleteAccountRequestSchema = z.object({
  password: z.string(PRIVACY_MESSAGES.passwordRequired).min(1, PRIVACY_MESSAGES.passwordRequired).max(128),
});

/** The 204 of `DELETE /api/v1/user`: no body. */
export const accountDeletedResponseSchema = z.null().describe('Deleted: no body');

/** `GET /api/v1/user/export[?userId=]` (another user's: admins only). */
export const exportQuerySchema = z.object({ userId: z.uuid('Invalid id').optional() });

/** The export: one document, a section per kind of data (README, "Children and privacy"). */
export const exportSchema = z.object({
  exportedAt: z.string(),
  policyVersion: z.string(),
  user: z.record(z.string(), z.unknown()),
  player: z.record(z.string(), z.unknown()).nullable(),
  manager: z.record(z.string(), z.unknown()).nullable(),
  consents: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  progress: z.array(z.record(z.string(), z.unknown())),
  feedback: z.array(z.record(z.string(), z.unknown())),
  supportMessages: z.array(z.record(z.string(), z.unknown())),
  signInHistory: z.array(z.record(z.string(), z.unknown())),
  /** Every other table holding rows about the user, by table name (so nothing is left out). */
  other: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof exportSchema>;
