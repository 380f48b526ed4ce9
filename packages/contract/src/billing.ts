import { z } from 'zod';
import { CHECKOUT_METADATA_MAX_KEYS } from './constants/billing.ts';
import { languageSchema, paymentModelSchema } from './enums.ts';

const callbackUrl = z
  .string()
  .trim()
  .max(2000)
  .describe('Absolute URL on the app origin (PUBLIC_URL) or an allowed return origin');

/**
 * `POST /api/v1/billing/checkout-session`. Both callback URLs must be same-origin with PUBLIC_URL
 * or on CHECKOUT_RETURN_ORIGINS; when left out they default to /account?subscription_state=….
 */
export const checkoutSessionRequestSchema = z.object({
  language: languageSchema.default('en'),
  subscriptionId: z.uuid(),
  paymentModel: paymentModelSchema,
  callBackCancelURL: callbackUrl.optional(),
  callBackSuccessURL: callbackUrl.optional(),
  coupon: z.string().trim().max(100).nullish(),
  metaData: z
    .object({ event: z.string().max(200).optional() })
    .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((v) => Object.keys(v).length <= CHECKOUT_METADATA_MAX_KEYS, {
      message: `At most ${CHECKOUT_METADATA_MAX_KEYS} keys`,
    })
    .refine((v) => Object.keys(v).every((key) => key.length <= 40), {
      message: 'Keys of at most 40 characters',
    })
    .nullish()
    .describe(
      `Free-form, at most ${CHECKOUT_METADATA_MAX_KEYS} keys of at most 40 characters; \`event\` names a referral (spec §3)`,
    ),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** The browser goes to `url` (the sandbox page on this server, or Stripe Checkout). */
export const checkoutSessionResponseSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const paymentMethodQuerySchema = z.object({ playerId: z.uuid() });
/** The saved card; 404 when there is none. */
export const paymentMethodSchema = z.object({
  brand: z.string(),
  lastFourDigits: z.string().regex(/^\d{4}$/),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** `GET /api/v1/billing/payments?playerId=`: the player's user's payments, newest first. */
export const paymentsQuerySchema = z.object({ playerId: z.uuid(), language: languageSchema.optional() });
export const paymentSchema = z.object({
  id: z.string(),
  amount: z.number().int().describe('Minor units'),
  currency: z.string(),
  label: z.string().describe('The amount as every screen shows it: 99 kr, 1 $'),
  paidAt: z.string().describe('ISO 8601'),
  description: z.string().describe('What it paid for, in `language`: program, plan and period'),
  receiptUrl: z.string().describe('A printable receipt page'),
  refunds: z
    .array(
      z.object({
        amount: z.number().int().describe('Minor units'),
        at: z.string().describe('ISO 8601'),
        reason: z.string(),
      }),
    )
    .describe('Refunds made, oldest first (api-contract.md, "The academy console, round 2")'),
  refundedAmount: z.number().int().describe('Minor units refunded so far'),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);

/**
 * `GET /api/v1/billing/household-payments?language=` (a payer): one receipt list covering every
 * child they pay for, newest first; each payment names its child.
 */
export const householdPaymentsQuerySchema = z.object({ language: languageSchema.optional() });
export const householdPaymentSchema = paymentSchema.extend({
  playerId: z.string(),
  childName: z.string().describe("The child's first name"),
});
export type HouseholdPayment = z.infer<typeof householdPaymentSchema>;
export const householdPaymentListSchema = z.array(householdPaymentSchema);

/** `POST /api/v1/billing/portal-session`: Stripe's customer portal, or the sandbox's card page. */
export const portalSessionRequestSchema = z.object({
  playerId: z.uuid(),
  returnURL: callbackUrl.optional(),
  language: languageSchema.default('en'),
});
export const portalSessionResponseSchema = z.object({ url: z.string() });
