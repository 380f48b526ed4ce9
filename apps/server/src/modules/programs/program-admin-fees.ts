import { type AdminFee, PRICE_REGIONS } from '@academy/contract';
import type { FeeInput } from './program-admin.repo.ts';

/** Publishing needs a MONTHLY and a YEARLY fee in every price region (DEFAULT and AFRICA). */
export function hasEveryRegionFees(fees: FeeInput[]): boolean {
  return PRICE_REGIONS.every(
    (region) => new Set(fees.filter((f) => f.region === region).map((f) => f.type)).size === 2,
  );
}

/**
 * The fee rows an edit writes. A label left out stays while the amount and currency do (AFRICA's
 * `1 $`), else the amount's own label is shown; an empty label asks for the amount's own.
 */
export function feeRowsOf(input: AdminFee[], current: FeeInput[]): FeeInput[] {
  return input.map((fee) => {
    const was = current.find((f) => f.region === fee.region && f.type === fee.type);
    const unchanged = was !== undefined && was.amount === fee.amount && was.currency === fee.currency;
    const label = fee.label === undefined ? (unchanged ? was.label : null) : fee.label;
    return { type: fee.type, amount: fee.amount, currency: fee.currency, region: fee.region, label };
  });
}
