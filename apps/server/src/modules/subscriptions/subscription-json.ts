import { type Language, PAST_DUE_GRACE_DAYS, type Subscription } from '@academy/contract';
import { translate } from '../../lib/language.ts';
import { type PricedView, priceView, toFeeJson } from './prices.service.ts';
import type { SubscriptionView } from './subscriptions.repo.ts';

const DAY = 24 * 60 * 60 * 1000;

/** When the card is charged next: while billed and neither cancelled nor failing. */
export function nextChargeAt(view: SubscriptionView): Date | null {
  if (!view.billingEnabled || view.availableTill || view.status !== 'ACTIVE') return null;
  if (view.paymentStatus !== 'TRIAL' && view.paymentStatus !== 'PAID') return null;
  return view.currentPeriodEnd;
}

/** The end of a PAST_DUE subscription's grace period: training pauses then unless paid. */
export function graceEndsAt(view: Pick<SubscriptionView, 'paymentStatus' | 'pastDueSince'>): Date | null {
  if (view.paymentStatus !== 'PAST_DUE' || !view.pastDueSince) return null;
  return new Date(view.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY);
}

/** The subscription JSON; its fees are the player's price region's. */
export async function toSubscriptionJson(
  view: SubscriptionView | PricedView,
  language: Language,
): Promise<Subscription> {
  const priced = 'regionFees' in view ? view : await priceView(view);
  return {
    id: view.id,
    status: view.status,
    startDate: view.startDate.toISOString(),
    availableTill: view.availableTill?.toISOString() ?? null,
    billingEnabled: view.billingEnabled,
    yearlyPaidOff: view.yearlyPaidOff,
    paymentModel: view.paymentModel,
    playerTrainingProgramId: view.playerTrainingProgramId,
    trainingProgram: {
      id: view.program.id,
      title: translate(view.program.titles, language),
      fees: priced.regionFees.map(toFeeJson),
    },
    paymentStatus: view.paymentStatus,
    // Before the first completed checkout the free month has not started (its end is not known).
    trialEndsAt: view.paymentStatus === 'NONE' ? null : (view.trialEndsAt?.toISOString() ?? null),
    nextChargeAt: nextChargeAt(view)?.toISOString() ?? null,
    graceEndsAt: graceEndsAt(view)?.toISOString() ?? null,
    nextFees: priced.nextFees,
  };
}
