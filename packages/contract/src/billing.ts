import { z } from 'zod';
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
    .nullish()
    .describe('Free-form; `event` names a referral (spec §3)'),
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

/** Sandbox test cards (README, "Programs, subscriptions and billing"). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const BILLING_MESSAGES = {
  paymentMethodNotFound: 'Payment method not found',
  callbackNotAllowed: 'Must be an absolute http(s) URL on this site or an allowed return origin',
  badSignature: 'Invalid webhook signature',
} as const;
