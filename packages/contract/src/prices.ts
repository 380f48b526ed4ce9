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

/**
 * A fee's default label when it has none of its own (`99 kr`, `1 188 kr`, `12.50 kr`, `10 EUR`): the
 * spec's plan label, the same in every language. It names a plan; it never states a charge (see
 * `formatCharge`).
 */
export function formatAmountLabel(amount: number, currency: string): string {
  const [whole = '0', cents] = (amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2)).split(
    '.',
  );
  const value = cents ? `${groupThousands(whole)}.${cents}` : groupThousands(whole);
  return currency.toUpperCase() === 'SEK' ? `${value} kr` : `${value} ${currency.toUpperCase()}`;
}

type MoneyLanguage = 'en' | 'sv' | 'fr' | 'pt';

/** The regional conventions each interface language writes numbers, dates and money with. */
export const MONEY_LOCALES: Record<MoneyLanguage, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  fr: 'fr-FR',
  pt: 'pt-PT',
};

/** Currencies whose own symbol is "kr": named by their code outside Swedish (which krona?). */
const KRONOR = new Set(['SEK', 'NOK', 'DKK']);

/**
 * THE statement of a charge (Trust, round 3: honest money): the amount and currency really charged
 * (minor units in), in the interface language. Swedish writes the krona "99 kr"; every other language
 * names it: "SEK 99" (en), "99 SEK" (fr, pt). Other currencies by their symbol ("10 €"). Whole
 * amounts without decimals, others with two. Checkout, the account, the card page, receipts and
 * every mail state money through this; a fee's `label` (the spec's "1 $") is never a charge.
 */
export function formatCharge(amount: number, currency: string, language: string): string {
  const lang = (language in MONEY_LOCALES ? language : 'en') as MoneyLanguage;
  const code = currency.toUpperCase();
  const parts = new Intl.NumberFormat(MONEY_LOCALES[lang], {
    style: 'currency',
    currency: code,
    currencyDisplay: lang !== 'sv' && KRONOR.has(code) ? 'code' : 'symbol',
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).formatToParts(amount / 100);
  // As the app writes every amount: thousands grouped by a no-break space, a plain one before the
  // currency (Intl's narrow and no-break spaces vary by runtime).
  return parts
    .map((part) =>
      part.type === 'group' && /\s/.test(part.value)
        ? '\u00a0'
        : part.type === 'literal' && /^\s+$/.test(part.value)
          ? ' '
          : part.value,
    )
    .join('');
}
