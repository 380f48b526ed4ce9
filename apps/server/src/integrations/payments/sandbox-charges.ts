import type { Db } from '../../db/client.ts';
import { addPeriod, periodStartOf, prorate } from './proration.ts';
import type { PriceInput, ProviderCard, ProviderEvent } from './provider.ts';
import { event, invoiceEvent, newId, subscriptionUpdated } from './sandbox-events.ts';
import {
  findDueSandboxSubscriptions,
  findLiveSandboxSubscriptionsOfCustomer,
  findSandboxSubscription,
  type SandboxSubscriptionRow,
  updateSandboxSubscription,
} from './sandbox.repo.ts';

/**
 * The sandbox's clock: subscriptions whose period is over are ended (cancelled at period end) or
 * charged for each period that has begun. A failing card (4000 0000 0000 0341) leaves the new
 * period open and unpaid: past_due, with invoice.payment_failed, as Stripe does.
 */
export async function advanceSandbox(db: Db, now: Date): Promise<ProviderEvent[]> {
  const events: ProviderEvent[] = [];
  for (const due of await findDueSandboxSubscriptions(db, now)) {
    if (due.cancelAtPeriodEnd) {
      const ended = await updateSandboxSubscription(
        db,
        due.id,
        { status: 'canceled', endedAt: due.currentPeriodEnd },
        due.currentPeriodEnd,
      );
      if (ended) events.push(event('customer.subscription.deleted', { id: due.id, object: 'subscription' }));
      continue;
    }
    let periodEnd = due.currentPeriodEnd;
    while (periodEnd <= now) periodEnd = addPeriod(periodEnd, due.paymentModel);
    if (due.collectionPaused) {
      // Paused collection (a disabled account): the period moves on, no invoice is charged.
      const moved = await updateSandboxSubscription(
        db,
        due.id,
        { status: due.status === 'trialing' ? 'active' : due.status, currentPeriodEnd: periodEnd },
        due.currentPeriodEnd,
      );
      if (moved) events.push(subscriptionUpdated(due.id));
      continue;
    }
    // Credit left from a plan switch pays first; the card only what remains.
    const fromCredit = Math.min(due.creditBalance, due.amount);
    const charged = due.amount - fromCredit;
    const fails = due.cardFails && charged > 0;
    const invoice = {
      id: newId('in_sb'),
      amount: charged,
      periodStart: periodStartOf(periodEnd, due.paymentModel),
      periodEnd,
      at: now,
      reason: 'subscription_cycle',
    };
    const renewed = await updateSandboxSubscription(
      db,
      due.id,
      fails
        ? { status: 'past_due', currentPeriodEnd: periodEnd, latestInvoiceId: invoice.id }
        : {
            status: 'active',
            currentPeriodEnd: periodEnd,
            latestInvoiceAmountPaid: charged,
            latestInvoiceId: invoice.id,
            creditBalance: due.creditBalance - fromCredit,
          },
      due.currentPeriodEnd,
    );
    if (!renewed) continue;
    events.push(invoiceEvent(fails ? 'invoice.payment_failed' : 'invoice.paid', due, invoice));
    events.push(subscriptionUpdated(due.id));
  }
  return events;
}

/** A new card on every running subscription of the customer; what is overdue is charged on it at once. */
export async function updateSandboxCard(
  db: Db,
  customerId: string,
  card: ProviderCard,
  now: Date,
): Promise<ProviderEvent[]> {
  const events: ProviderEvent[] = [];
  for (const sub of await findLiveSandboxSubscriptionsOfCustomer(db, customerId)) {
    const fails = card.failsCharges ?? false;
    const overdue = sub.status === 'past_due' || sub.status === 'unpaid';
    const paysNow = overdue && !fails;
    await updateSandboxSubscription(db, sub.id, {
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardCountry: card.country ?? null,
      cardFails: fails,
      ...(paysNow ? { status: 'active' as const, latestInvoiceAmountPaid: sub.amount } : {}),
    });
    if (paysNow) events.push(overdueInvoicePaid(sub, now));
    else if (overdue) events.push(overdueInvoiceFailed(sub, now));
    events.push(subscriptionUpdated(sub.id));
  }
  return events;
}

function overdueInvoice(sub: SandboxSubscriptionRow, now: Date) {
  return {
    id: sub.latestInvoiceId ?? newId('in_sb'),
    amount: sub.amount,
    periodStart: periodStartOf(sub.currentPeriodEnd, sub.paymentModel),
    periodEnd: sub.currentPeriodEnd,
    at: now,
    reason: 'subscription_cycle',
  };
}

const overdueInvoicePaid = (sub: SandboxSubscriptionRow, now: Date) =>
  invoiceEvent('invoice.paid', sub, overdueInvoice(sub, now));

// The retry on the new card failed too: a new event for the same invoice.
const overdueInvoiceFailed = (sub: SandboxSubscriptionRow, now: Date) =>
  invoiceEvent('invoice.payment_failed', sub, overdueInvoice(sub, now));

/** A plan switch, prorated like Stripe's (see prorate): a new period from now, charged at once. */
export async function changeSandboxPrice(
  db: Db,
  id: string,
  price: PriceInput,
  now: Date,
): Promise<{ row: SandboxSubscriptionRow; events: ProviderEvent[] }> {
  const sub = await findSandboxSubscription(db, id);
  if (!sub) throw new Error(`No such sandbox subscription: ${id}`);
  const inTrial = sub.status === 'trialing';
  const { amountDueNow, credit } = prorate({
    currentAmount: sub.amount,
    currentModel: sub.paymentModel,
    newAmount: price.amount,
    periodEnd: sub.currentPeriodEnd,
    now,
    inTrial,
  });
  if (inTrial) {
    const row = await updateSandboxSubscription(db, id, {
      paymentModel: price.paymentModel,
      amount: price.amount,
      currency: price.currency,
    });
    return { row: row!, events: [subscriptionUpdated(id)] };
  }
  const periodEnd = addPeriod(now, price.paymentModel);
  const invoice = {
    id: newId('in_sb'),
    amount: amountDueNow,
    periodStart: now,
    periodEnd,
    at: now,
    reason: 'subscription_update',
  };
  const fails = sub.cardFails && amountDueNow > 0;
  const row = await updateSandboxSubscription(db, id, {
    paymentModel: price.paymentModel,
    amount: price.amount,
    currency: price.currency,
    currentPeriodEnd: periodEnd,
    latestInvoiceId: invoice.id,
    // What the credit leaves over after the new plan's first charge stays for the next ones.
    creditBalance: sub.creditBalance + Math.max(0, credit - price.amount),
    ...(fails
      ? { status: 'past_due' as const }
      : { status: 'active' as const, latestInvoiceAmountPaid: amountDueNow }),
  });
  const events = [subscriptionUpdated(id)];
  if (amountDueNow > 0) {
    events.unshift(invoiceEvent(fails ? 'invoice.payment_failed' : 'invoice.paid', row!, invoice));
  }
  return { row: row!, events };
}
