// No zod here: the home page imports this file alone (`@academy/contract/prices`) for its first download.

type PaymentModel = 'MONTHLY' | 'YEARLY';

/** Price regions (api-contract.md, "Prices and billing"): every program has fees for each. */
export const PRICE_REGIONS = ['DEFAULT', 'AFRICA'] as const;
export type PriceRegion = (typeof PRICE_REGIONS)[number];

/**
 * Spec §3/§9: the 54 countries of the reduced price rule (the sovereign states of Africa), as
 * ISO 3166-1 alpha-2 codes.
 */
// biome-ignore format: a compact table reads better than 54 lines
export const AFRICA_PRICE_COUNTRIES: ReadonlySet<string> = new Set([
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER',
  'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ',
  'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW',
]);

/** The price region of a country (ISO alpha-2, any case); unknown or no country: DEFAULT. */
export function priceRegionOf(countryCode: string | null | undefined): PriceRegion {
  return countryCode && AFRICA_PRICE_COUNTRIES.has(countryCode.toUpperCase()) ? 'AFRICA' : 'DEFAULT';
}

export interface RegionFee {
  type: PaymentModel;
  /** Minor units (öre): what is charged. */
  amount: number;
  currency: string;
  /** What every screen and mail shows, the same in every language. */
  label: string;
}

/** Spec §9: 99 kr and 995 kr; in AFRICA 9 kr and 99 kr, labelled 1 $ and 10 $. */
export const REGION_FEES: Record<PriceRegion, readonly RegionFee[]> = {
  DEFAULT: [
    { type: 'MONTHLY', amount: 9900, currency: 'SEK', label: '99 kr' },
    { type: 'YEARLY', amount: 99500, currency: 'SEK', label: '995 kr' },
  ],
  AFRICA: [
    { type: 'MONTHLY', amount: 900, currency: 'SEK', label: '1 $' },
    { type: 'YEARLY', amount: 9900, currency: 'SEK', label: '10 $' },
  ],
};

/** The currency each region is charged in (as seeded): the console edits amounts, never this. */
export const REGION_CURRENCY: Record<PriceRegion, string> = {
  DEFAULT: REGION_FEES.DEFAULT[0]!.currency,
  AFRICA: REGION_FEES.AFRICA[0]!.currency,
};

/** Thousands grouped with a no-break space, as every language of the app writes them: `1 188`. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** The label of an amount without one of its own: `99 kr`, `1 188 kr`, `12.50 kr`, `10 EUR`. */
export function formatAmountLabel(amount: number, currency: string): string {
  const [whole = '0', cents] = (amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2)).split(
    '.',
  );
  const value = cents ? `${groupThousands(whole)}.${cents}` : groupThousands(whole);
  return currency.toUpperCase() === 'SEK' ? `${value} kr` : `${value} ${currency.toUpperCase()}`;
}
