import {
  type Fee,
  formatAmountLabel,
  type NextFee,
  type PaymentModel,
  type PriceRegion,
  priceRegionOf,
  SUBSCRIPTION_MESSAGES,
} from '@academy/contract';
import { countryCodeAt } from '../../integrations/geo/country-at.ts';
import type { PriceInput } from '../../integrations/payments/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import type { FeeRow, SubscriptionView } from './subscriptions.repo.ts';

/** The price region of a player: the country of the profile's location (api-contract.md). */
export async function priceRegionAt(location: { latitude: number; longitude: number }): Promise<PriceRegion> {
  return priceRegionOf(await countryCodeAt(location.latitude, location.longitude));
}

/** The label every screen and mail shows for a fee (99 kr, 1 $), the same in every language. */
export function feeLabel(fee: Pick<FeeRow, 'amount' | 'currency' | 'label'>): string {
  return fee.label ?? formatAmountLabel(fee.amount, fee.currency);
}

/** A fee as the contract shapes it (program reads, the console, plan switch). */
export function toFeeJson(fee: Pick<FeeRow, 'type' | 'amount' | 'currency' | 'region' | 'label'>): Fee {
  return {
    type: fee.type,
    amount: fee.amount,
    currency: fee.currency,
    region: fee.region,
    label: feeLabel(fee),
  };
}

/**
 * A subscription with its player's price region and the fees it pays now in that region (a fee change
 * given notice of keeps the fee before it until its renewal), and the coming fees with their dates.
 */
export type PricedView = SubscriptionView & {
  region: PriceRegion;
  regionFees: FeeRow[];
  nextFees: NextFee[];
};

/**
 * The fees a subscription is charged: its fixed region's once its first payment step fixed one (the
 * card's, Trust, round 3: moving the profile never changes them), else the profile's region's.
 */
export async function priceView(view: SubscriptionView): Promise<PricedView> {
  return withRegion(view, view.priceRegion ?? (await priceRegionAt(view.location)));
}

/** The subscription priced at `region`'s fees. */
export function withRegion(view: SubscriptionView, region: PriceRegion): PricedView {
  const own = view.fees.filter((fee) => fee.region === region);
  // A program without fees for the region (an admin's draft) falls back to the list price.
  const listed = own.length > 0 ? own : view.fees.filter((fee) => fee.region === 'DEFAULT');
  const pending = (view.feeChanges ?? []).filter((change) => change.region === region);
  const regionFees = listed.map((fee) => {
    const change = pending.find((c) => c.type === fee.type);
    if (!change) return fee;
    return {
      ...fee,
      amount: change.currentAmount,
      currency: change.currentCurrency,
      label: change.currentLabel,
    };
  });
  const nextFees = pending
    .filter((change) => listed.some((fee) => fee.type === change.type))
    .map((change) => ({
      type: change.type,
      amount: change.nextAmount,
      currency: change.nextCurrency,
      label: feeLabel({ amount: change.nextAmount, currency: change.nextCurrency, label: change.nextLabel }),
      from: change.effectiveFrom.toISOString(),
    }));
  return { ...view, region, regionFees, nextFees };
}

/**
 * The region a payment is taken at: the AFRICA fees only from a card issued in one of the AFRICA
 * countries (a card from elsewhere, or one whose country is unknown, pays the standard fee).
 */
export function chargedRegion(offered: PriceRegion, cardCountry: string | null | undefined): PriceRegion {
  return offered === 'AFRICA' && priceRegionOf(cardCountry) === 'AFRICA' ? 'AFRICA' : 'DEFAULT';
}

/** The fee the player is charged for a plan: their region's; 400 on the field when the program has none. */
export function feeOf(view: PricedView, model: PaymentModel): FeeRow {
  const fee = view.regionFees.find((f) => f.type === model);
  if (!fee)
    throw fieldError(
      'paymentModel',
      model === 'MONTHLY' ? SUBSCRIPTION_MESSAGES.noMonthlyFee : SUBSCRIPTION_MESSAGES.noYearlyFee,
    );
  return fee;
}

/** The provider's price for a plan: the player's region's amount (a Stripe price per amount). */
export function priceInput(view: PricedView, model: PaymentModel): PriceInput {
  const fee = feeOf(view, model);
  return {
    productKey: view.program.contentKey,
    productName: translate(view.program.titles, 'en'),
    paymentModel: model,
    amount: fee.amount,
    currency: fee.currency,
    region: view.region,
  };
}
