/**
 * The one date, money and percent format of each interface language. Every screen formats through
 * these, so a date or a price reads the same on the home page, /account and the policies.
 */
import type { Language } from '@academy/contract';
import { isLanguage } from './contract-values';

/** The regional conventions each language is shown with (the academy's markets). */
export const FORMAT_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  fr: 'fr-FR',
  pt: 'pt-PT',
};

function localeOf(language: string): string {
  return FORMAT_LOCALES[isLanguage(language) ? language : 'en'];
}

/** An amount in minor units, as the API sends it. */
export interface Money {
  amount: number;
  currency: string;
}

/** Whole amounts without decimals ("99 kr", "SEK 995"), others with two. */
export function formatMoney({ amount, currency }: Money, language: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}

export function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A long date ("1 April 2026", "1 april 2026"): a calendar date (YYYY-MM-DD) as written, an
 * instant (ISO 8601) on the visitor's own calendar; an unreadable value as it came.
 */
export function formatDate(value: string, language: string): string {
  const calendar = CALENDAR_DATE.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    ...(calendar ? { timeZone: 'UTC' } : {}),
  }).format(date);
}
