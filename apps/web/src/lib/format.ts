/**
 * The one date, money and percent format of each interface language. Every screen formats through
 * these, so a date or a price reads the same on the home page, /account and the policies.
 */
import type { Language } from '@academy/contract';
import { formatCharge, MONEY_LOCALES } from '@academy/contract/prices';
import { isLanguage } from '@academy/contract/constants';

/** The regional conventions each language is shown with (the academy's markets). */
export const FORMAT_LOCALES: Record<Language, string> = MONEY_LOCALES;

function localeOf(language: string): string {
  return FORMAT_LOCALES[isLanguage(language) ? language : 'en'];
}

/** An amount in minor units, as the API sends it. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * A charge: the amount and currency really charged, in the interface language ("99 kr" in Swedish,
 * "SEK 99", "99 SEK" elsewhere): the contract's one rule, so /account, checkout, the card page,
 * receipts and the mails agree. A fee's `label` ("1 $") names a plan; it never states a charge.
 */
export function formatMoney({ amount, currency }: Money, language: string): string {
  return formatCharge(amount, currency, language);
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

/** A moment (ISO 8601) as a short date and time in the interface language. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** A measured number (a count, seconds to a tenth) with the language's decimal mark. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(value);
}

/** A training's day and times in the interface language: "Saturday 28 November, 18:00–19:30". */
export function formatTimeRange(startIso: string, endIso: string, language: string): string {
  const locale = localeOf(language);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const start = new Date(startIso);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(endIso))}`;
}
