import { z } from 'zod';
import { languageSchema } from './enums.ts';
import { currentPasswordSchema, emailSchema, idSchema, verificationCodeSchema } from './users.ts';

export const verificationTypeSchema = z.enum([
  'ACCOUNT_VERIFICATION',
  'CHANGE_USER_ACCOUNT_USERNAME',
  'PASSWORD_RESET',
]);
export type VerificationType = z.infer<typeof verificationTypeSchema>;

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

/**
 * `POST /api/v1/user/{id}/phone-verification`: a six-digit code texted to the account's phone number
 * (Trust, round 3: a number becomes a sign-in name only once verified).
 */
export const sendPhoneCodeRequestSchema = z.object({ language: languageSchema.optional() });
export const phoneCodeSentResponseSchema = z.object({
  /** The verification the code belongs to. */
  id: z.string(),
  /** The full international number the code went to. */
  sentTo: z.string(),
  expiresAt: z.string(),
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.number().int(),
});
export type PhoneCodeSentResponse = z.infer<typeof phoneCodeSentResponseSchema>;

/** `PUT /api/v1/user/{id}/phone-verification { code }` → the user, `phoneVerified: true`. */
export const confirmPhoneCodeRequestSchema = z.object({
  code: verificationCodeSchema,
});
export type ConfirmPhoneCodeRequest = z.infer<typeof confirmPhoneCodeRequestSchema>;
