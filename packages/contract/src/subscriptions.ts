import { z } from 'zod';
import { languageSchema, paymentModelSchema, subscriptionStatusSchema } from './enums.ts';
import { feeSchema } from './programs.ts';
import { PAYMENT_STATUSES } from './constants/subscriptions.ts';

const id = z.string().describe('UUID');

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A coming fee: charged from the subscription's first renewal at least 30 days after the notice mail. */
export const nextFeeSchema = z.object({
  type: paymentModelSchema,
  amount: z.number().int().nonnegative().describe('Minor units'),
  currency: z.string().length(3),
  label: z.string().describe('What to show: 119 kr'),
  from: z.string().describe('ISO 8601: the renewal from which this fee is charged'),
});
export type NextFee = z.infer<typeof nextFeeSchema>;

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
  paymentStatus: paymentStatusSchema.describe(
    'NONE without billing, TRIAL in the free month, PAID, PAST_DUE (a renewal failed: training goes on until graceEndsAt), UNPAID (training paused until paid)',
  ),
  trialEndsAt: z
    .string()
    .nullable()
    .describe('ISO 8601: the end of the free month, on the first subscription'),
  nextChargeAt: z
    .string()
    .nullable()
    .describe('ISO 8601: when the card is charged next (null without billing or once cancelled)'),
  graceEndsAt: z.string().nullable().describe('ISO 8601, while PAST_DUE: when training pauses unless paid'),
  nextFees: z
    .array(nextFeeSchema)
    .describe(
      'A coming fee change (api-contract.md, "The academy console, round 2"): each plan\'s new fee and the renewal it is charged from; empty when none',
    ),
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

/** `PUT …/{id}/payment-model`: switch a billed subscription between MONTHLY and YEARLY. */
export const switchPaymentModelSchema = z.object({
  paymentModel: paymentModelSchema,
  /** Without it the call only answers the proration (a preview); with true it switches. */
  confirm: z.boolean().default(false),
});
export type SwitchPaymentModel = z.infer<typeof switchPaymentModelSchema>;

/** The switch's arithmetic (Stripe proration; the sandbox the same), shown before confirming. */
export const paymentModelSwitchSchema = z.object({
  paymentModel: paymentModelSchema,
  /** Minor units charged now: the new plan's price less the unused part of the current period. */
  amountDueNow: z.number().int(),
  currency: z.string(),
  label: z.string().describe('amountDueNow as every screen shows it'),
  /** The unused part of the current period, credited. */
  credit: z.number().int().nonnegative(),
  newPrice: feeSchema,
  nextChargeAt: z.string().nullable(),
  switched: z.boolean(),
  subscription: subscriptionSchema,
});
export type PaymentModelSwitch = z.infer<typeof paymentModelSwitchSchema>;
