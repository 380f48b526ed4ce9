import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../../lib/service-context.ts';
import {
  createSubscriber,
  type Subscriber,
  sendStripeEvent,
  startCheckout,
  stripeEnv,
  subscribe,
} from '../../../test/billing-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import {
  atOnce,
  buildTwoServers,
  cancelRequest,
  checkoutRequest,
  checkoutsWithoutTurn,
  enableBillingRequest,
  endSubscription,
  expectOneCheckoutAnswer,
  readSubscription,
  recorded,
  spendFreeMonth,
} from '../../../test/payment-safety-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in.ts';
import { runSubscriptionJob } from '../subscriptions.job.ts';

/**
 * A customer is never charged twice for one subscription, with Stripe (the local stand-in of its
 * API, which keeps idempotency keys and refuses to expire a paid session as Stripe does): two server
 * instances on one database, one Stripe account.
 */
describe('payments safety (Stripe stand-in, two server instances on one database)', () => {
  let a: TestApp;
  let b: TestApp;
  let stripe: StripeStandIn;
  let servers: Awaited<ReturnType<typeof buildTwoServers>>;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    servers = await buildTwoServers(stripeEnv(stripe));
    ({ a, b } = servers);
  });
  afterAll(async () => {
    await servers?.close();
    await stripe?.close();
  });

  const sessionCreates = (subscriptionId: string) =>
    stripe.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === subscriptionId,
    );
  const stripeSubscriptionsOf = (subscriptionId: string) =>
    [...stripe.subscriptions.values()].filter((x) => x.metadata.subscriptionId === subscriptionId);

  /** The customer pays on Stripe's page, and Stripe's webhook says so (to either server). */
  async function payAndNotify(t: TestApp, sessionId: string) {
    const remote = stripe.completeCheckout(sessionId);
    const res = await sendStripeEvent(t, 'checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      subscription: remote.id,
    });
    expect(res.statusCode).toBe(200);
    return remote;
  }

  /** A subscriber whose card is saved (a first subscription paid, then ended), with a second subscription. */
  async function withSavedCard(): Promise<{ s: Subscriber; subscriptionId: string }> {
    const s = await createSubscriber(a);
    const first = await subscribe(a, s);
    await payAndNotify(a, (await startCheckout(a, s, first.id, { paymentModel: 'MONTHLY' })).sessionId);
    await endSubscription(a, first.id);
    return { s, subscriptionId: (await subscribe(a, s)).id };
  }

  it('ten checkout calls at once on two servers open one Stripe session, with an idempotency key', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const url = expectOneCheckoutAnswer(await atOnce([a, b], 10, (t) => checkoutRequest(t, s, sub.id)));
    expect((await checkoutRequest(b, s, sub.id)).json().url).toBe(url);
    const creates = sessionCreates(sub.id);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toMatch(new RegExp(`^checkout-${sub.id}-0-[0-9a-f]{24}$`));
    const open = [...stripe.sessions.values()].filter(
      (x) => x.client_reference_id === sub.id && x.status === 'open',
    );
    expect(open.map((x) => x.url)).toEqual([url]);
  });

  it('without the per-subscription turn, one Stripe session stays payable: the same URL or a clear 409', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const outcomes = await checkoutsWithoutTurn([a, b], 6, sub.id);
    const sessions = [...stripe.sessions.values()].filter((x) => x.client_reference_id === sub.id);
    const open = sessions.filter((x) => x.status === 'open');
    expect(open).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'fulfilled') expect(o.value.url).toBe(open[0]!.url);
      else
        expect((o.reason as { statusCode: number }).statusCode, String((o.reason as Error).stack)).toBe(409);
    }
    // A call that opened a session of its own and lost on the database expired it at Stripe at once.
    expect(sessions.filter((x) => x.status !== 'open').every((x) => x.status === 'expired')).toBe(true);
    const rows = await recorded(a, sub.id);
    expect(rows.open.map((r) => r.id)).toEqual([open[0]!.id]);
  });

  it('a new checkout expires the open one at Stripe, so it can no longer be paid', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const monthly = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    const yearly = await startCheckout(b, s, sub.id, { paymentModel: 'YEARLY' });
    expect(stripe.sessions.get(monthly.sessionId)!.status).toBe('expired');
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${monthly.sessionId}/expire`)).toBe(
      true,
    );
    expect(() => stripe.completeCheckout(monthly.sessionId)).toThrow(/expired/);
    await payAndNotify(a, yearly.sessionId);
    expect(stripeSubscriptionsOf(sub.id)).toHaveLength(1);
    expect(await readSubscription(a, s, sub.id)).toMatchObject({
      billingEnabled: true,
      paymentModel: 'YEARLY',
    });
  });

  it('a webhook delivered twice at once to both servers records one subscription and one charge', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    await spendFreeMonth(a, sub.id);
    const { sessionId } = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    const remote = stripe.completeCheckout(sessionId);
    const completed = { id: sessionId, object: 'checkout.session', subscription: remote.id };
    const invoice = {
      id: remote.latest_invoice,
      object: 'invoice',
      status: 'paid',
      amount_paid: 9900,
      currency: 'sek',
      subscription: remote.id,
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
    };
    const answers = await atOnce([a, b], 4, (t) =>
      sendStripeEvent(t, 'checkout.session.completed', completed, { id: `evt_done_${sub.id}` }),
    );
    answers.push(
      ...(await atOnce([a, b], 4, (t) =>
        sendStripeEvent(t, 'invoice.paid', invoice, { id: `evt_paid_${sub.id}` }),
      )),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(stripeSubscriptionsOf(sub.id)).toHaveLength(1);
    const rows = await recorded(a, sub.id);
    expect(rows.charges).toHaveLength(1);
    expect(rows.charges[0]).toMatchObject({ amount: 9900, providerInvoiceId: remote.latest_invoice });
    expect(await readSubscription(b, s, sub.id)).toMatchObject({
      billingEnabled: true,
      paymentStatus: 'PAID',
    });
  });

  it('enable-billing at once on two servers creates one Stripe subscription', async () => {
    const { s, subscriptionId } = await withSavedCard();
    const answers = await atOnce([a, b], 6, (t) => enableBillingRequest(t, s, subscriptionId));
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    expect((await enableBillingRequest(b, s, subscriptionId)).json()).toMatchObject({ billingEnabled: true });
    expect(stripeSubscriptionsOf(subscriptionId)).toHaveLength(1);
    const creates = stripe.requests.filter(
      (r) => r.path === '/v1/subscriptions' && r.body.metadata?.subscriptionId === subscriptionId,
    );
    expect(creates.every((r) => r.idempotencyKey?.startsWith(`subscription-${subscriptionId}-`))).toBe(true);
  });

  it('paid at Stripe before its webhook arrived: a new checkout is refused, enable-billing creates nothing', async () => {
    const { s, subscriptionId } = await withSavedCard();
    const { sessionId } = await startCheckout(a, s, subscriptionId, { paymentModel: 'MONTHLY' });
    const remote = stripe.completeCheckout(sessionId);
    const again = await checkoutRequest(b, s, subscriptionId, 'YEARLY');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Billing is already enabled for this subscription');
    const enabled = await enableBillingRequest(a, s, subscriptionId);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ billingEnabled: true, paymentModel: 'MONTHLY' });
    // The late webhook changes nothing.
    await sendStripeEvent(a, 'checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      subscription: remote.id,
    });
    expect(stripeSubscriptionsOf(subscriptionId).map((x) => x.id)).toEqual([remote.id]);
    expect(
      stripe.requests.filter(
        (r) => r.path === '/v1/subscriptions' && r.body.metadata?.subscriptionId === subscriptionId,
      ),
    ).toHaveLength(0);
  });

  it('a cancel, and the end of a subscription, expire its open Stripe checkout', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const open = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    expect((await cancelRequest(b, s, sub.id)).statusCode).toBe(200);
    expect(stripe.sessions.get(open.sessionId)!.status).toBe('expired');

    const other = await createSubscriber(a);
    const otherSub = await subscribe(a, other);
    const late = await startCheckout(a, other, otherSub.id, { paymentModel: 'YEARLY' });
    await endSubscription(a, otherSub.id);
    await runSubscriptionJob(serviceContext(b.app), new Date(Date.now() + 60_000));
    expect(stripe.sessions.get(late.sessionId)!.status).toBe('expired');
    expect((await recorded(a, otherSub.id)).open).toHaveLength(0);
  });

  it('a checkout paid after the subscription ended is cancelled at Stripe at once', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const { sessionId } = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    await endSubscription(a, sub.id);
    const remote = await payAndNotify(b, sessionId);
    expect(stripe.subscriptions.get(remote.id)!.status).toBe('canceled');
    expect(await readSubscription(a, s, sub.id)).toMatchObject({ status: 'ENDED', billingEnabled: false });
    expect(b.logs()).toContain('a live provider subscription for an ENDED subscription');
  });

  it('a second Stripe subscription for a billed subscription is cancelled at once; the first stays', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const first = await payAndNotify(a, (await startCheckout(a, s, sub.id)).sessionId);
    // Made at Stripe behind our back (the dashboard, an old integration).
    const client = new Stripe('sk_test_123', {
      host: '127.0.0.1',
      port: Number(new URL(stripe.url).port),
      protocol: 'http',
    });
    const second = await client.subscriptions.create({
      customer: first.customer,
      items: [{ price: first.items.data[0].price.id }],
      default_payment_method: first.default_payment_method,
      metadata: { subscriptionId: sub.id },
    });
    const res = await sendStripeEvent(b, 'customer.subscription.created', {
      id: second.id,
      object: 'subscription',
    });
    expect(res.statusCode).toBe(200);
    expect(stripe.subscriptions.get(second.id)!.status).toBe('canceled');
    expect(stripe.subscriptions.get(first.id)!.status).toBe('trialing');
    expect(await readSubscription(a, s, sub.id)).toMatchObject({
      billingEnabled: true,
      paymentStatus: 'TRIAL',
    });
  });
});
