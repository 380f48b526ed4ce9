import type Stripe from 'stripe';
import type { ProviderRefund, RefundInput } from './provider.ts';
import { idOf } from './stripe-objects.ts';

/**
 * A refund of a paid invoice at Stripe, whole or part; the idempotency key makes a retry the same
 * refund. Its `refund.*` webhooks reach the one event handler like the sandbox's (sandbox-refunds.ts).
 */
export async function stripeRefund(stripe: Stripe, input: RefundInput): Promise<ProviderRefund> {
  // An invoice is paid by a payment intent (Stripe's invoice payments since 2025).
  const paid = await stripe.invoicePayments.list({ invoice: input.invoiceId, limit: 10 });
  const payment = paid.data.find((p) => p.status === 'paid')?.payment;
  const paymentIntent = idOf(payment?.payment_intent as string | { id: string } | undefined);
  const charge = idOf(payment?.charge as string | { id: string } | undefined);
  if (!paymentIntent && !charge) throw new Error(`Stripe invoice ${input.invoiceId} has no payment`);
  const refund = await stripe.refunds.create(
    {
      ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! }),
      amount: input.amount,
      reason: 'requested_by_customer',
      metadata: input.metadata,
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return {
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency.toUpperCase(),
    status: refund.status ?? 'pending',
  };
}
