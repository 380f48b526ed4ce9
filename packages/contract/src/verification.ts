import { z } from 'zod';
import { languageSchema } from './enums.ts';
import { currentPasswordSchema, emailSchema, idSchema } from './users.ts';

export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const verificationTypeSchema = z.enum([
  'ACCOUNT_VERIFICATION',
  'CHANGE_USER_ACCOUNT_USERNAME',
  'PASSWORD_RESET',
]);
export type VerificationType = z.infer<typeof verificationTypeSchema>;

export const VERIFICATION_MESSAGES = {
  invalidCode: 'Invalid verification code',
  expired: 'Verification code has expired, please request a new one',
  tooManyAttempts: 'Too many wrong codes, please request a new one',
  alreadyUsed: 'This verification code has already been used',
  notFound: 'Verification not found',
  wrongAddress: 'The verification was sent to another address',
  emailTaken: 'An account with this email already exists',
} as const;

/** `POST /api/v1/verification`: a code for the e-mail change, mailed to `sendEmailTo`. */
export const createVerificationRequestSchema = z.object({
  userId: idSchema,
  language: languageSchema.default('en'),
  /** Accepted for compatibility: codes always go by e-mail. */
  sendEmail: z.boolean().optional(),
  type: z.literal('CHANGE_USER_ACCOUNT_USERNAME'),
  sendEmailTo: emailSchema,
  /** The current password (re-authentication). */
  password: currentPasswordSchema,
});
export type CreateVerificationRequest = z.input<typeof createVerificationRequestSchema>;
export const verificationIdResponseSchema = z.object({ id: z.string() });
export type VerificationIdResponse = z.infer<typeof verificationIdResponseSchema>;

/** `PUT /api/v1/verification/{id}/resend-code?language=…` with body `{ id }`. */
export const resendCodeParamsSchema = z.object({ id: idSchema });
export const resendCodeQuerySchema = z.object({ language: languageSchema.optional() });
export const resendCodeRequestSchema = z.object({ id: idSchema.optional() });
