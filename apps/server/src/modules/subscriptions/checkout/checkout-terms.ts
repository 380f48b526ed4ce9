import { createHash } from 'node:crypto';
import type { ProviderKind } from '../../../integrations/payments/index.ts';
import type { CheckoutSessionRow } from './checkout.repo.ts';

/** What a checkout charges and where it leads: two requests with the same terms want the same page. */
export interface CheckoutTerms {
  provider: ProviderKind;
  paymentModel: CheckoutSessionRow['paymentModel'];
  language: string;
  amount: number;
  currency: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  coupon: string | null;
  metadata: Record<string, string>;
}

/** An open checkout is handed out again only while it has at least this long to live. */
export const REUSE_MARGIN_MS = 60 * 60 * 1000;

const canonical = (metadata: Record<string, unknown>) =>
  JSON.stringify(Object.entries(metadata).sort(([a], [b]) => a.localeCompare(b)));

export function sameTerms(row: CheckoutSessionRow, terms: CheckoutTerms): boolean {
  return (
    row.provider === terms.provider &&
    row.paymentModel === terms.paymentModel &&
    row.language === terms.language &&
    row.amount === terms.amount &&
    row.currency === terms.currency &&
    row.trialDays === terms.trialDays &&
    row.successUrl === terms.successUrl &&
    row.cancelUrl === terms.cancelUrl &&
    (row.coupon ?? null) === terms.coupon &&
    canonical(row.metadata) === canonical(terms.metadata)
  );
}

/**
 * The provider's idempotency key of a checkout: the subscription, its attempt number and a digest
 * of the terms. Two processes making the same attempt get one session; a retry after a crash
 * (nothing recorded yet) gets the session the crashed attempt opened.
 */
export function checkoutIdempotencyKey(
  subscriptionId: string,
  attempt: number,
  terms: CheckoutTerms,
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify({ ...terms, metadata: canonical(terms.metadata) }))
    .digest('hex')
    .slice(0, 24);
  return `checkout-${subscriptionId}-${attempt}-${digest}`;
}
