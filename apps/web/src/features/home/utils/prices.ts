import type { Fee, PaymentModel } from '@academy/contract';
import type { Money } from '@/lib/format';
import { isAfricanCountry } from './african-countries';

export interface Plan {
  model: PaymentModel;
  /** What is charged. */
  price: Money;
  /** Shown instead of the formatted price (the reduced prices are advertised in dollars). */
  label?: string;
}

export interface PlanPrices {
  source: 'standard' | 'reduced' | 'program';
  monthly: Plan;
  yearly: Plan;
}

/** Spec §9: 99 kr a month, 995 kr a year. */
export const STANDARD_PRICES: PlanPrices = {
  source: 'standard',
  monthly: { model: 'MONTHLY', price: { amount: 9900, currency: 'SEK' } },
  yearly: { model: 'YEARLY', price: { amount: 99500, currency: 'SEK' } },
};

/** Spec §9: 9 kr and 99 kr, labelled 1 $ and 10 $, for visitors from the listed countries. */
export const REDUCED_PRICES: PlanPrices = {
  source: 'reduced',
  monthly: { model: 'MONTHLY', price: { amount: 900, currency: 'SEK' }, label: '1 $' },
  yearly: { model: 'YEARLY', price: { amount: 9900, currency: 'SEK' }, label: '10 $' },
};

function feeOf(fees: Fee[], type: PaymentModel): Money | null {
  const fee = fees.find((f) => f.type === type);
  return fee ? { amount: fee.amount, currency: fee.currency } : null;
}

/** The program's fees win once a subscription is loaded; otherwise the visitor's country decides. */
export function selectPrices({
  programFees,
  countryCode,
}: {
  programFees?: Fee[] | null;
  countryCode?: string | null;
}): PlanPrices {
  if (programFees) {
    const monthly = feeOf(programFees, 'MONTHLY');
    const yearly = feeOf(programFees, 'YEARLY');
    if (monthly && yearly) {
      return {
        source: 'program',
        monthly: { model: 'MONTHLY', price: monthly },
        yearly: { model: 'YEARLY', price: yearly },
      };
    }
  }
  return isAfricanCountry(countryCode) ? REDUCED_PRICES : STANDARD_PRICES;
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
