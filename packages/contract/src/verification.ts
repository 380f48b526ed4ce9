import { z } from 'zod';
import { languageSchema } from './enums.ts';
import { currentPasswordSchema, emailSchema, idSchema } from './users.ts';

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
