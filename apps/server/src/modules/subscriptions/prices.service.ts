import {
  type Fee,
  formatAmountLabel,
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

/** A subscription with its player's price region and that region's fees. */
export type PricedView = SubscriptionView & { region: PriceRegion; regionFees: FeeRow[] };

export async function priceView(view: SubscriptionView): Promise<PricedView> {
  const region = await priceRegionAt(view.location);
  const own = view.fees.filter((fee) => fee.region === region);
  // A program without fees for the region (an admin's draft) falls back to the list price.
  const regionFees = own.length > 0 ? own : view.fees.filter((fee) => fee.region === 'DEFAULT');
  return { ...view, region, regionFees };
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
  };
}
