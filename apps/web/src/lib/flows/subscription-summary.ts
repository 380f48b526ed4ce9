/**
 * What a subscription means for the family right now, in one sentence pair: the same words on the
 * home page, /program and /account, so no screen says "all set" while another says a payment
 * failed. Type-only contract imports: the home page must not download zod for this.
 */
import type { PaymentModel, Subscription } from '@academy/contract';
import { formatDate, formatMoney } from '../format';

/** The translate function of react-i18next, as far as this file needs it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export type SubscriptionSituation =
  /** ACTIVE without billing: the free month starts with the first checkout. */
  | 'notStarted'
  | 'freeMonth'
  | 'paid'
  /** A renewal failed: training stays open until graceEndsAt. */
  | 'pastDue'
  /** Unpaid after the grace period: training is paused. */
  | 'unpaid'
  /** Cancelled: runs until availableTill. */
  | 'cancelled';

type SummarySource = Pick<
  Subscription,
  | 'availableTill'
  | 'billingEnabled'
  | 'yearlyPaidOff'
  | 'paymentModel'
  | 'paymentStatus'
  | 'trialEndsAt'
  | 'nextChargeAt'
  | 'graceEndsAt'
> & { trainingProgram: Pick<Subscription['trainingProgram'], 'fees'> };

export function subscriptionSituation(subscription: SummarySource): SubscriptionSituation {
  const status = subscription.paymentStatus;
  if (status === 'UNPAID') return 'unpaid';
  if (status === 'PAST_DUE') return 'pastDue';
  if (subscription.availableTill) return 'cancelled';
  if (status === 'TRIAL') return 'freeMonth';
  if (status === 'PAID' || subscription.yearlyPaidOff) return 'paid';
  return 'notStarted';
}

/** What the subscription's plan is charged ("SEK 99", "99 kr"), or null before a plan was chosen. */
export function planPrice(subscription: SummarySource, language: string): string | null {
  const model = subscription.paymentModel;
  if (!model) return null;
  const fee = subscription.trainingProgram.fees.find((f) => f.type === model);
  return fee ? formatMoney(fee, language) : null;
}

const PLAN_KEY: Record<PaymentModel, 'monthly' | 'yearly'> = { MONTHLY: 'monthly', YEARLY: 'yearly' };

export interface SubscriptionSummary {
  situation: SubscriptionSituation;
  title: string;
  text: string;
  /** Something the family must do (a failed payment): shown as a warning, not as news. */
  needsAction: boolean;
}

/**
 * The plan, the free month's end and the first charge, the next charge, or what to do about a
 * failed payment, in the interface language (namespace `firstWeek.summary`).
 */
export function summarizeSubscription(
  subscription: SummarySource,
  t: Translate,
  language: string,
): SubscriptionSummary {
  const situation = subscriptionSituation(subscription);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  const plan = subscription.paymentModel ? t(`firstWeek.plan.${PLAN_KEY[subscription.paymentModel]}`) : '';
  const values = {
    plan,
    amount: planPrice(subscription, language) ?? '',
    trialEnd: date(subscription.trialEndsAt),
    nextCharge: date(subscription.nextChargeAt),
    graceEnd: date(subscription.graceEndsAt),
    availableTill: date(subscription.availableTill),
  };
  const key = situation === 'paid' && !subscription.nextChargeAt ? 'paidOff' : situation;
  const titled = plan || (situation !== 'freeMonth' && situation !== 'paid');
  return {
    situation,
    title: titled ? t(`firstWeek.summary.${key}.title`, values) : t('firstWeek.summary.active'),
    text: t(`firstWeek.summary.${key}.text`, values),
    needsAction: situation === 'pastDue' || situation === 'unpaid',
  };
}
