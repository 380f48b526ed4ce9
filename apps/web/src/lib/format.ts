import type { Fee } from '@academy/contract';

/** A fee in the UI language; whole amounts without decimals ("99 kr", "SEK 995"). Amounts are minor units. */
export function formatFee({ amount, currency }: Pick<Fee, 'amount' | 'currency'>, language: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}

/** A date of the API (ISO 8601) as a long date in the UI language; the text as it came when unparseable. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** A moment (ISO 8601) as a short date and time in the UI language. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
