import { createHash } from 'node:crypto';
import { event } from './sandbox-events.ts';
import type { ProviderEvent, ProviderRefund, RefundInput } from './provider.ts';

/**
 * The sandbox's refund, as Stripe makes one: succeeded at once, and a `refund.created` event for the one
 * handler. The same idempotency key gives the same refund id (a retry makes no second refund).
 */
export function sandboxRefund(
  input: RefundInput,
  now: Date,
): { refund: ProviderRefund; event: ProviderEvent } {
  const id = `re_sb_${createHash('sha256').update(input.idempotencyKey).digest('base64url').slice(0, 24)}`;
  const refund = { id, amount: input.amount, currency: input.currency, status: 'succeeded' };
  return {
    refund,
    event: event('refund.created', {
      ...refund,
      object: 'refund',
      currency: input.currency.toLowerCase(),
      created: Math.floor(now.getTime() / 1000),
      metadata: input.metadata,
    }),
  };
}
