import { formatAmountLabel } from '@academy/contract';
import type { ProviderEvent } from '../../../integrations/payments/index.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { type PaidInvoice, recordPayment } from '../payments/payments.service.ts';
import { feeLabel, priceView } from '../prices.service.ts';
import { sendSubscriptionMail } from '../mail/subscription-mail.ts';
import type { SubscriptionView } from '../subscriptions.repo.ts';
import { graceEndsAt } from '../subscription-json.ts';

type Deps = Pick<ServiceContext, 'db' | 'payments' | 'log' | 'mailer' | 'config'>;

const fromSeconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null);

/** A Stripe-shaped invoice object: what the receipt needs. */
function invoiceOf(object: Record<string, unknown>, now: Date): PaidInvoice & { amountDue: number } {
  const lines = object.lines as { data?: { period?: { start?: number; end?: number } }[] } | undefined;
  const period = lines?.data?.[0]?.period;
  const transitions = object.status_transitions as { paid_at?: number | null } | undefined;
  return {
    id: String(object.id),
    amount: Number(object.amount_paid ?? 0),
    amountDue: Number(object.amount_due ?? object.amount_paid ?? 0),
    currency: String(object.currency ?? 'sek'),
    periodStart: fromSeconds(period?.start ?? object.period_start),
    periodEnd: fromSeconds(period?.end ?? object.period_end),
    paidAt: fromSeconds(transitions?.paid_at) ?? now,
  };
}

/** The label of an amount: the fee's own (1 $) when it is the plan's price, else the amount's. */
async function labelOf(view: SubscriptionView, amount: number, currency: string) {
  const fee = (await priceView(view)).regionFees.find(
    (f) => f.type === view.paymentModel && f.amount === amount && f.currency === currency.toUpperCase(),
  );
  return fee ? feeLabel(fee) : formatAmountLabel(amount, currency);
}

/**
 * What a handled event tells the player, after the subscription is synced: the confirmation of a
 * checkout, each payment's receipt (recorded once per invoice), and the mail asking to fix the card
 * when a renewal failed (once per invoice).
 */
export async function notifyPaymentEvent(
  deps: Deps,
  event: ProviderEvent,
  view: SubscriptionView,
  now: Date,
) {
  const accountUrl = `${deps.config.publicUrl}/account`;
  if (event.type === 'checkout.session.completed' && view.paymentModel) {
    const fee = (await priceView(view)).regionFees.find((f) => f.type === view.paymentModel);
    await sendSubscriptionMail(
      deps,
      'confirmation',
      view,
      { charge: fee ?? null, date: view.currentPeriodEnd, url: accountUrl },
      { key: 'CONFIRMATION', now },
    );
    return;
  }
  if (event.type === 'invoice.paid') {
    const invoice = invoiceOf(event.data.object, now);
    if (invoice.amount <= 0) return;
    const label = await labelOf(view, invoice.amount, invoice.currency);
    await recordPayment(deps, deps.payments.kind, view, invoice, label);
    return;
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = invoiceOf(event.data.object, now);
    await sendSubscriptionMail(
      deps,
      'paymentFailed',
      view,
      {
        charge: { amount: invoice.amountDue, currency: invoice.currency.toUpperCase() },
        date: graceEndsAt(view) ?? now,
        url: accountUrl,
      },
      { key: `PAYMENT_FAILED:${invoice.id}`.slice(0, 200), now },
    );
  }
}
