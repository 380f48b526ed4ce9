import { z } from 'zod';

const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);

/** POST /api/v1/support: signed-in users send their userId, anonymous visitors their e-mail. */
export const supportMessageRequestSchema = z.object({
  userId: z.string().uuid().optional().nullable(),
  email: z.email().max(254).optional().nullable(),
  subject: trimmed(1, 200),
  message: trimmed(1, 5000),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

/** `reference` is the number the acknowledgement mail gives the sender (#1042). */
export const supportMessageResponseSchema = z.object({ id: z.string(), reference: z.number().int() });

/** POST /api/v1/event: a referral from an external club site (no token needed). */
export const eventRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.:\-/ ]+$/, 'Only letters, digits and . : - / _ are allowed'),
});
export type EventRequest = z.infer<typeof eventRequestSchema>;
export const eventResponseSchema = z.object({ id: z.string(), name: z.string() });
