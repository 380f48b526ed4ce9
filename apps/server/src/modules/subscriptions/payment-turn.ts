import { SUBSCRIPTION_MESSAGES } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import { type AccountLimiter, exclusively, PAYMENT_STEP_SLOT } from '../../lib/rate-limits.ts';
import { type ServiceContext, serviceContext } from '../../lib/service-context.ts';

/** What the paying services need beyond the app's: the per-subscription payment turn. */
export interface PaymentContext extends ServiceContext {
  paymentTurn: AccountLimiter;
}

export function paymentContext(app: FastifyInstance): PaymentContext {
  return { ...serviceContext(app), paymentTurn: app.accountLimiter(PAYMENT_STEP_SLOT) };
}

/**
 * Runs `work` as the subscription's one payment step (checkout, enable-billing, cancel) in any
 * process; a second one at the same time gets 409 `A payment … is already being made`. Callers check
 * who may pay and that the subscription still runs before they take the turn, so a stranger never
 * holds the owner's turn and an ended subscription says so whoever else is paying.
 */
export function inPaymentTurn<T>(ctx: PaymentContext, subscriptionId: string, work: () => Promise<T>) {
  return exclusively(ctx.paymentTurn, subscriptionId, SUBSCRIPTION_MESSAGES.paymentInProgress, work);
}
