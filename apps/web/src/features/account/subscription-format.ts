import type { Fee, PaymentModel } from '@academy/contract';

// Shared with the console: they live in lib now.
export { formatDate } from '@/lib/format';

export function feeOf(fees: readonly Fee[], type: PaymentModel): Fee | null {
  return fees.find((fee) => fee.type === type) ?? null;
}

/** "visa" → "Visa", "american_express" → "American Express". */
export function formatCardBrand(brand: string): string {
  return brand
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
