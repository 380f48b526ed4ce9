import { z } from 'zod';
import { languageSchema, paymentModelSchema, subscriptionStatusSchema } from './enums.ts';
import { feeSchema } from './programs.ts';

const id = z.string().describe('UUID');

/** Subscription JSON (api-contract.md, "Players, programs, subscriptions"). */
export const subscriptionSchema = z.object({
  id,
  status: subscriptionStatusSchema,
  startDate: z.string().describe('ISO 8601'),
  availableTill: z
    .string()
    .nullable()
    .describe('Set once cancelled: the subscription runs until then (end of the paid or free period)'),
  billingEnabled: z.boolean(),
  yearlyPaidOff: z.boolean(),
  paymentModel: paymentModelSchema.nullable(),
  playerTrainingProgramId: z.string().nullable(),
  trainingProgram: z.object({ id, title: z.string(), fees: z.array(feeSchema) }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** `GET /api/v1/player-training-program-subscription`: the caller's player; admins may pass playerId. */
export const subscriptionListQuerySchema = z.object({
  status: subscriptionStatusSchema.optional(),
  language: languageSchema.optional(),
  playerId: z.uuid().optional(),
});

const coupon = z.string().trim().max(100).nullish();

/** `POST /api/v1/player-training-program-subscription`: 201 new, 200 the existing ACTIVE one. */
export const createSubscriptionSchema = z.object({
  playerId: z.uuid(),
  trainingProgramId: z.uuid(),
  coupon,
});
export type CreateSubscription = z.infer<typeof createSubscriptionSchema>;

export const subscriptionParamsSchema = z.object({ id: z.uuid() });
export const subscriptionLanguageQuerySchema = z.object({ language: languageSchema.optional() });

/**
 * `POST …/enable-billing`: bill the player's saved card. `paymentModel` is optional: without it the
 * subscription's own model is used, then the player's last one; with none of them the call is a 400.
 */
export const enableBillingSchema = z.object({
  playerId: z.uuid(),
  subscriptionId: z.uuid(),
  paymentModel: paymentModelSchema.optional(),
});
export type EnableBilling = z.infer<typeof enableBillingSchema>;

/** Messages of the subscription calls that the web app may show. */
export const SUBSCRIPTION_MESSAGES = {
  subscriptionNotFound: 'Subscription not found',
  programNotFound: 'Training program not found',
  subscriptionEnded: 'The subscription has ended',
  billingAlreadyEnabled: 'Billing is already enabled for this subscription',
  noPaymentMethod: 'No saved card: use the card checkout',
  paymentModelRequired: 'Choose MONTHLY or YEARLY',
  paymentInProgress: 'A payment for this subscription is already in progress',
} as const;
