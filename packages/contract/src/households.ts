import { z } from 'zod';
import { CONSENT_SCOPES, HOUSEHOLD_MESSAGES, LINK_REQUEST_STATUSES } from './constants/households.ts';
import { languageSchema } from './enums.ts';
import { playerFieldsSchema } from './players.ts';
import { emailSchema, passwordSchema, trimmedName } from './users.ts';

/** The child's sign-in name: letters, digits, dots, dashes, underscores; any case, stored lower-case. */
export const childUsernameSchema = z
  .string(HOUSEHOLD_MESSAGES.usernameInvalid)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,29}$/, HOUSEHOLD_MESSAGES.usernameInvalid);

/** Six digits; the server refuses the trivial ones (see isTrivialPin). */
export const pinSchema = z
  .string(HOUSEHOLD_MESSAGES.pinInvalid)
  .regex(/^\d{6}$/, HOUSEHOLD_MESSAGES.pinInvalid);

/** PINs anybody tries first: one digit repeated, runs up or down, two or three digits repeated, common years. */
export function isTrivialPin(pin: string): boolean {
  if (!/^\d{6}$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10));
  if (steps.size === 1 && (steps.has(0) || steps.has(1) || steps.has(9))) return true;
  if (pin.slice(0, 2).repeat(3) === pin || pin.slice(0, 3).repeat(2) === pin) return true;
  if (pin.slice(0, 3) === [...pin.slice(3)].reverse().join('')) return true;
  return ['112233', '121212', '123321', '654321', '696969', '159753', '147258', '102030'].includes(pin);
}

export const consentScopeSchema = z.enum(
  CONSENT_SCOPES,
  'Scope must be one of PROFILE, TRAINING, COACH, VIDEO, NOTIFICATIONS',
);
export type ConsentScope = z.infer<typeof consentScopeSchema>;

export const householdGuardianSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Pays for at least one of the home's children. */
  payer: z.boolean(),
});
export const childGuardianSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  payer: z.boolean(),
});
export const householdChildSchema = z.object({
  playerId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  ageGroupId: z.string(),
  /** The child's sign-in name, null until a guardian gives a login. */
  username: z.string().nullable(),
  guardians: z.array(childGuardianSchema),
});
export type HouseholdChild = z.infer<typeof householdChildSchema>;

/** `GET /api/v1/household`: the guardian's view. */
export const householdSchema = z.object({
  id: z.string(),
  guardians: z.array(householdGuardianSchema),
  children: z.array(householdChildSchema),
});
export type Household = z.infer<typeof householdSchema>;

/**
 * `POST /api/v1/household/children`: the player fields without `userId` and `guardianEmail`, plus
 * the child's names and language. `confirmNew` creates a namesake on purpose after a declined link.
 */
export const addChildSchema = playerFieldsSchema
  .omit({ guardianEmail: true })
  .extend({
    firstName: trimmedName(true),
    lastName: trimmedName(true),
    language: languageSchema.default('en'),
    confirmNew: z.boolean().optional(),
  })
  .superRefine((child, ctx) => {
    if (!child.clubId && !child.clubName) {
      ctx.addIssue({
        code: 'custom',
        path: ['clubId'],
        message: 'Choose a club or give the name of a new one',
      });
    }
  });
export type AddChildInput = z.input<typeof addChildSchema>;
export type AddChild = z.output<typeof addChildSchema>;

/** The 409 of a possible duplicate: the request made, nothing about the child. */
export const duplicateChildBodySchema = z.object({
  status: z.literal(409),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  linkRequestId: z.string(),
});

/** `PUT /api/v1/household/children/{playerId}/login`: sets (or resets) the child's login. */
export const childLoginSchema = z.object({ username: childUsernameSchema, pin: pinSchema });
export type ChildLoginInput = z.input<typeof childLoginSchema>;

export const childParamsSchema = z.object({ playerId: z.uuid('Invalid id') });

/** `PUT /api/v1/household/children/{playerId}/payer`: the payer hands the role to another guardian. */
export const payerChangeSchema = z.object({ userId: z.uuid('Invalid id') });

/** `POST /api/v1/household/invitations` (the payer). */
export const invitationRequestSchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export const invitationSchema = z.object({ email: z.string(), expiresAt: z.string() });
export const invitationTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20, HOUSEHOLD_MESSAGES.invitationInvalid)
    .max(100, HOUSEHOLD_MESSAGES.invitationInvalid),
});

export const consentSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  scopes: z.array(consentScopeSchema),
  method: z.enum(['CHILD_ADDED', 'IN_APP', 'EMAIL_LINK']),
  policyVersion: z.string(),
  /** The user id of the guardian (or player) who gave it; null once that account is deleted. */
  grantedBy: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentListSchema = z.array(consentSchema);
export const consentRequestSchema = z.object({
  playerId: z.uuid('Invalid id'),
  scopes: z
    .array(consentScopeSchema, 'Give at least one scope')
    .min(1, 'Give at least one scope')
    .max(CONSENT_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export const consentParamsSchema = z.object({ id: z.uuid('Invalid id') });

/** A link request as the child's payer (to decide) or the asker (to follow) sees it. */
export const linkRequestSchema = z.object({
  id: z.string(),
  status: z.enum(LINK_REQUEST_STATUSES),
  /** INCOMING: the caller pays for the child and decides; OUTGOING: the caller asked. */
  direction: z.enum(['INCOMING', 'OUTGOING']),
  /** Shown to the payer only (they know the child); null for the asker. */
  childFirstName: z.string().nullable(),
  requesterName: z.string().nullable(),
  createdAt: z.string(),
});
export type LinkRequest = z.infer<typeof linkRequestSchema>;
export const linkRequestListSchema = z.array(linkRequestSchema);
export const linkRequestParamsSchema = z.object({ id: z.uuid('Invalid id') });

/** `POST /api/v1/household/children/{playerId}/handover { email }` (the payer, the child 16 or older). */
export const handoverRequestSchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export const handoverSchema = z.object({ email: z.string(), expiresAt: z.string() });
/** `POST /api/v1/household/handover { token, password }` (no sign-in: the mailed link). */
export const handoverAcceptSchema = z.object({
  token: z
    .string()
    .min(20, HOUSEHOLD_MESSAGES.handoverLinkInvalid)
    .max(100, HOUSEHOLD_MESSAGES.handoverLinkInvalid),
  password: passwordSchema,
});

/**
 * `GET /api/v1/player/{playerId}/guardians` (the player signed in with their own account): who else
 * reads their data. `relation` is `PAYER` for the guardian who pays, else `GUARDIAN`; `canRead` is
 * true until the player is 18; `removableFrom` is the 18th birthday (YYYY-MM-DD, the player's zone).
 */
export const playerGuardianSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relation: z.enum(['PAYER', 'GUARDIAN']),
  canRead: z.boolean(),
});
export type PlayerGuardian = z.infer<typeof playerGuardianSchema>;
export const playerGuardiansSchema = z.object({
  guardians: z.array(playerGuardianSchema),
  removableFrom: z.string(),
});
export type PlayerGuardians = z.infer<typeof playerGuardiansSchema>;
export const guardianParamsSchema = z.object({
  playerId: z.uuid('Invalid id'),
  userId: z.uuid('Invalid id'),
});
/** `DELETE /api/v1/player/{playerId}/guardians/{userId} { password }` (the player, from 18). */
export const removeGuardianSchema = z.object({
  password: z.string().max(1024).optional(),
});

export { CONSENT_SCOPES, HOUSEHOLD_MESSAGES, LINK_REQUEST_STATUSES };
