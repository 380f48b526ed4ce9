import { z } from 'zod';
import { BILLING_ACTIONS, CARE_MESSAGES, EXTEND_MAX_DAYS } from './constants/care.ts';

const reason = z
  .string(CARE_MESSAGES.reasonRequired)
  .trim()
  .min(3, CARE_MESSAGES.reasonRequired)
  .max(500, 'At most 500 characters');

/** `POST /api/v1/admin/payments/{id}/refund`: the whole payment when `amount` is left out. */
export const refundRequestSchema = z.object({
  amount: z
    .number()
    .int()
    .positive()
    .max(10_000_000)
    .optional()
    .describe('Minor units; left out: what is left of the payment'),
  reason,
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** `PUT /api/v1/admin/users/{id}/billing`: a billing action on the user's running subscriptions. */
export const billingActionRequestSchema = z
  .object({
    action: z.enum(BILLING_ACTIONS),
    days: z
      .number()
      .int()
      .min(1, CARE_MESSAGES.daysRequired)
      .max(EXTEND_MAX_DAYS, CARE_MESSAGES.daysRequired)
      .optional()
      .describe('EXTEND only: days added to the free period'),
    reason,
  })
  .superRefine((body, ctx) => {
    if (body.action === 'EXTEND' && body.days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: CARE_MESSAGES.daysRequired });
    }
  });
export type BillingActionRequest = z.infer<typeof billingActionRequestSchema>;

export const billingActionResultSchema = z.object({
  action: z.enum(BILLING_ACTIONS),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['ACTIVE', 'ENDED']),
      availableTill: z.string().nullable().describe('ISO 8601: training ends then (a cancel)'),
      trialEndsAt: z.string().nullable().describe('ISO 8601: the free period ends then'),
      nextChargeAt: z.string().nullable().describe('ISO 8601: the next charge, null when none is coming'),
      billingPaused: z.boolean(),
    }),
  ),
});
export type BillingActionResult = z.infer<typeof billingActionResultSchema>;
