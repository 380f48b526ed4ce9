import type { PaymentModel, PriceRegion } from '@academy/contract';
import type Stripe from 'stripe';
import type { ProviderSubscription } from './provider.ts';

/** Small readers of Stripe's objects, shared by the Stripe provider's functions. */

/** A Unix time in seconds as a Date (null stays null). */
export const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The id of an expandable field, expanded or not. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The price region written into an object's metadata, if it is one. */
export const regionOf = (value: unknown): PriceRegion | null =>
  value === 'AFRICA' || value === 'DEFAULT' ? value : null;

/** Stripe's answer for an object that does not exist (already deleted): nothing left to do. */
export const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'resource_missing';

/** A Stripe subscription as the provider interface reports it (plan, period, card, price region). */
export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0];
  const interval = item?.price?.recurring?.interval;
  const paymentModel: PaymentModel | null =
    interval === 'year'
      ? 'YEARLY'
      : interval === 'month'
        ? 'MONTHLY'
        : ((sub.metadata?.paymentModel as PaymentModel | undefined) ?? null);
  const legacyPeriodEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const pm = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer as string | { id: string })!,
    status: sub.status,
    subscriptionId: sub.metadata?.subscriptionId ?? null,
    paymentModel,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: toDate(item?.current_period_end ?? legacyPeriodEnd),
    trialEnd: toDate(sub.trial_end),
    endedAt: toDate(sub.ended_at),
    yearlyPaidOff:
      paymentModel === 'YEARLY' &&
      sub.status === 'active' &&
      invoice?.status === 'paid' &&
      (invoice.amount_paid ?? 0) > 0,
    paymentMethod: pm?.card
      ? {
          id: pm.id,
          brand: pm.card.brand,
          last4: pm.card.last4,
          expMonth: pm.card.exp_month ?? null,
          expYear: pm.card.exp_year ?? null,
          country: pm.card.country ?? null,
        }
      : null,
    priceRegion: regionOf(sub.metadata?.priceRegion),
  };
}
