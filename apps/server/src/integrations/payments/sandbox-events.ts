import { randomBytes } from 'node:crypto';
import type { ProviderEvent } from './provider.ts';
import type { SandboxSubscriptionRow } from './sandbox.repo.ts';

export const newId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

export function event(type: string, object: Record<string, unknown>): ProviderEvent {
  return { id: newId('evt_sb'), type, data: { object } };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An invoice event as Stripe sends it: paid (or failed) for one period of the subscription. */
export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  sub: Pick<SandboxSubscriptionRow, 'id' | 'customerId' | 'currency'>,
  invoice: { id: string; amount: number; periodStart: Date; periodEnd: Date; at: Date; reason: string },
): ProviderEvent {
  const paid = type === 'invoice.paid';
  return event(type, {
    id: invoice.id,
    object: 'invoice',
    customer: sub.customerId,
    status: paid ? 'paid' : 'open',
    billing_reason: invoice.reason,
    amount_due: invoice.amount,
    amount_paid: paid ? invoice.amount : 0,
    currency: sub.currency.toLowerCase(),
    lines: { data: [{ period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }] },
    status_transitions: { paid_at: paid ? seconds(invoice.at) : null },
    parent: { subscription_details: { subscription: sub.id } },
  });
}

export const subscriptionUpdated = (id: string) =>
  event('customer.subscription.updated', { id, object: 'subscription' });
