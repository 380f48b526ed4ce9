import type { Language, PaymentModel } from '@academy/contract';

const LOCALES: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE', fr: 'fr-FR', pt: 'pt-PT' };
const KRONA = new Set(['SEK', 'NOK', 'DKK']);
const PER: Record<Language, Record<PaymentModel, string>> = {
  en: { MONTHLY: 'month', YEARLY: 'year' },
  sv: { MONTHLY: 'månad', YEARLY: 'år' },
  fr: { MONTHLY: 'mois', YEARLY: 'an' },
  pt: { MONTHLY: 'mês', YEARLY: 'ano' },
};

function number(amount: number, language: Language) {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
}

/** 99500 SEK → "995 kr" (minor units in, the way people write prices out). */
export function formatMoney(amount: number, currency: string, language: Language): string {
  if (KRONA.has(currency)) return `${number(amount, language)} kr`;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
  }).format(amount / 100);
}

/** "995 kr / year", "995 kr / år", "1 $ / month" (a fee's own label wins). */
export function formatPrice(
  amount: number,
  currency: string,
  model: PaymentModel,
  language: Language,
  label?: string | null,
): string {
  return `${label ?? formatMoney(amount, currency, language)} / ${PER[language][model]}`;
}

export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
