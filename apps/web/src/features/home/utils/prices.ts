import type { Fee, LiveFees, PaymentModel } from '@academy/contract';
import { formatAmountLabel, type PriceRegion, priceRegionOf, type RegionFee } from '@academy/contract/prices';
import type { Money } from '@/lib/format';

export interface Plan {
  model: PaymentModel;
  /** What is charged. */
  price: Money;
  /** What is shown, the same in every language and on every page: 99 kr, 995 kr, 1 $, 10 $. */
  label: string;
  region: PriceRegion;
  /** Another age group's program charges more: the price is shown as "from". */
  from?: boolean;
}

export interface PlanPrices {
  source: 'standard' | 'reduced' | 'program';
  monthly: Plan;
  yearly: Plan;
}

function planOf(
  fee: Pick<RegionFee, 'type' | 'amount' | 'currency'> & { label?: string; varies?: boolean },
  region: PriceRegion,
): Plan {
  return {
    model: fee.type,
    price: { amount: fee.amount, currency: fee.currency },
    label: fee.label ?? formatAmountLabel(fee.amount, fee.currency),
    region,
    from: fee.varies ?? false,
  };
}

/** A region's live fees (`GET /v1/prices`), or null when the server has none for it. */
function regionPrices(live: LiveFees['fees'], region: PriceRegion, source: PlanPrices['source']) {
  const monthly = live.find((f) => f.region === region && f.type === 'MONTHLY');
  const yearly = live.find((f) => f.region === region && f.type === 'YEARLY');
  if (!monthly || !yearly) return null;
  return { source, monthly: planOf(monthly, region), yearly: planOf(yearly, region) };
}

/**
 * The program's fees (the player's region, decided by the server) win once a subscription is loaded;
 * otherwise the live fees of the visitor's country's region (the standard ones until it is known).
 * Null until the live fees are loaded: no price is written into the page.
 */
export function selectPrices({
  programFees,
  countryCode,
  liveFees,
}: {
  programFees?: Fee[] | null;
  countryCode?: string | null;
  liveFees?: LiveFees['fees'] | null;
}): PlanPrices | null {
  const monthly = programFees?.find((f) => f.type === 'MONTHLY');
  const yearly = programFees?.find((f) => f.type === 'YEARLY');
  if (monthly && yearly) {
    return {
      source: 'program',
      monthly: planOf(monthly, monthly.region ?? 'DEFAULT'),
      yearly: planOf(yearly, yearly.region ?? 'DEFAULT'),
    };
  }
  if (!liveFees) return null;
  return priceRegionOf(countryCode) === 'AFRICA'
    ? (regionPrices(liveFees, 'AFRICA', 'reduced') ?? regionPrices(liveFees, 'DEFAULT', 'standard'))
    : regionPrices(liveFees, 'DEFAULT', 'standard');
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
