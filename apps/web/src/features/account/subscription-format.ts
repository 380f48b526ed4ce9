import type { Fee, PaymentModel } from '@academy/contract';

export function feeOf(fees: readonly Fee[], type: PaymentModel): Fee | null {
  return fees.find((fee) => fee.type === type) ?? null;
}

/** A date of the API (ISO 8601) as a long date in the UI language; the text as it came when unparseable. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** "visa" → "Visa", "american_express" → "American Express". */
export function formatCardBrand(brand: string): string {
  return brand
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
