import type { Fee, PaymentModel } from '@academy/contract';
import {
  formatAmountLabel,
  type PriceRegion,
  priceRegionOf,
  REGION_FEES,
  type RegionFee,
} from '@academy/contract/prices';
import type { Money } from '@/lib/format';

export interface Plan {
  model: PaymentModel;
  /** What is charged. */
  price: Money;
  /** What is shown, the same in every language and on every page: 99 kr, 995 kr, 1 $, 10 $. */
  label: string;
  region: PriceRegion;
}

export interface PlanPrices {
  source: 'standard' | 'reduced' | 'program';
  monthly: Plan;
  yearly: Plan;
}

function planOf(
  fee: Pick<RegionFee, 'type' | 'amount' | 'currency'> & { label?: string },
  region: PriceRegion,
): Plan {
  return {
    model: fee.type,
    price: { amount: fee.amount, currency: fee.currency },
    label: fee.label ?? formatAmountLabel(fee.amount, fee.currency),
    region,
  };
}

function regionPrices(region: PriceRegion, source: PlanPrices['source']): PlanPrices {
  const fees = REGION_FEES[region];
  return {
    source,
    monthly: planOf(fees.find((f) => f.type === 'MONTHLY')!, region),
    yearly: planOf(fees.find((f) => f.type === 'YEARLY')!, region),
  };
}

/** Spec §9: 99 kr a month, 995 kr a year. */
export const STANDARD_PRICES: PlanPrices = regionPrices('DEFAULT', 'standard');

/** Spec §9: 9 kr and 99 kr, labelled 1 $ and 10 $, for visitors from the listed countries. */
export const REDUCED_PRICES: PlanPrices = regionPrices('AFRICA', 'reduced');

/** The program's fees (the player's region, decided by the server) win once a subscription is loaded; otherwise the visitor's country decides. */
export function selectPrices({
  programFees,
  countryCode,
}: {
  programFees?: Fee[] | null;
  countryCode?: string | null;
}): PlanPrices {
  const monthly = programFees?.find((f) => f.type === 'MONTHLY');
  const yearly = programFees?.find((f) => f.type === 'YEARLY');
  if (monthly && yearly) {
    return {
      source: 'program',
      monthly: planOf(monthly, monthly.region ?? 'DEFAULT'),
      yearly: planOf(yearly, yearly.region ?? 'DEFAULT'),
    };
  }
  return priceRegionOf(countryCode) === 'AFRICA' ? REDUCED_PRICES : STANDARD_PRICES;
}

export interface YearlySavings {
  /** 12 × the monthly price. */
  twelveMonths: Money;
  saved: Money;
  /** 0..1 */
  fraction: number;
}

/** What the yearly plan saves against paying monthly for 12 months; null when it saves nothing. */
export function yearlySavings(prices: PlanPrices): YearlySavings | null {
  const { monthly, yearly } = prices;
  if (monthly.price.currency !== yearly.price.currency) return null;
  const twelveMonths = monthly.price.amount * 12;
  const saved = twelveMonths - yearly.price.amount;
  if (saved <= 0) return null;
  const currency = monthly.price.currency;
  return {
    twelveMonths: { amount: twelveMonths, currency },
    saved: { amount: saved, currency },
    fraction: saved / twelveMonths,
  };
}
