import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedEvents } from '../../../db/schema/index.ts';
import {
  activeSubscriptions,
  createSubscriber,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
  type Subscriber,
  sendStripeEvent,
  subscribe,
  buildStripeTestApp,
} from '../../../test/billing-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { StripeStandIn } from '../../../test/stripe-stand-in.ts';

const BASE = '/api/v1/player-training-program-subscription';
const signer = new Stripe('sk_test_signer');

describe('billing with Stripe (against a local stand-in of the Stripe API)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await buildStripeTestApp());
  });
  afterAll(() => close());

  const sendEvent = (
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; secret?: string } = {},
  ) => sendStripeEvent(t, type, object, options);

  async function checkout(s: Subscriber, subscriptionId: string, body: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout-session',
      headers: s.user.headers,
      payload: {
        language: 'sv',
        subscriptionId,
        paymentModel: 'YEARLY',
        callBackSuccessURL: '/account?subscription_state=successful',
        callBackCancelURL: '/account?subscription_state=unsuccessful',
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { sessionId: string; url: string };
  }

  it('opens a Checkout Session in subscription mode: price by lookup key, one customer, 30-day trial, promotion codes', async () => {
    stripe.promotionCodes.set('promo_1', {
      id: 'promo_1',
      object: 'promotion_code',
      code: 'SPRING',
      active: true,
    });
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const first = await checkout(s, sub.id, { coupon: 'SPRING', metaData: { event: 'club-site' } });
    expect(first.url).toBe(`https://checkout.stripe.test/c/pay/${first.sessionId}`);
    const session = stripe.sessions.get(first.sessionId)!;
    expect(session.params).toMatchObject({
      mode: 'subscription',
      locale: 'sv',
      client_reference_id: sub.id,
      success_url: `${t.config.publicUrl}/account?subscription_state=successful`,
      cancel_url: `${t.config.publicUrl}/account?subscription_state=unsuccessful`,
      subscription_data: {
        trial_period_days: '30',
        metadata: { subscriptionId: sub.id, paymentModel: 'YEARLY' },
      },
      discounts: { 0: { promotion_code: 'promo_1' } },
      metadata: { event: 'club-site', subscriptionId: sub.id },
    });
    const price = stripe.prices.get(session.params.line_items['0'].price)!;
    expect(price).toMatchObject({ unit_amount: 99500, currency: 'sek', recurring: { interval: 'year' } });
    expect(price.lookup_key).toContain('yearly_99500_sek');

    // A second checkout: the same customer and price; an unknown code lets the customer type one.
    const second = await checkout(s, sub.id, { coupon: 'NOPE' });
    const again = stripe.sessions.get(second.sessionId)!;
    expect(again.params.customer).toBe(session.params.customer);
    expect(again.params.line_items['0'].price).toBe(session.params.line_items['0'].price);
    expect(again.params.allow_promotion_codes).toBe('true');
    expect(stripe.customers.size).toBe(1);
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices')).toHaveLength(1);
  });

  it('rejects unsigned, badly signed and wrongly signed webhooks with 400', async () => {
    const payload = JSON.stringify({ id: 'evt_x', type: 'invoice.paid', data: { object: {} } });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ status: 400, message: 'Invalid webhook signature' });
    const wrongSecret = await sendEvent('invoice.paid', {}, { secret: 'whsec_other' });
    expect(wrongSecret.statusCode).toBe(400);
    // A signature over other bytes (the body re-serialised) fails too: the raw body is verified.
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('{', '{ '),
    });
    expect(altered.statusCode).toBe(400);
  });

  it('syncs from Stripe whatever the event order, ignores repeats and unlisted events', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const { sessionId } = await checkout(s, sub.id);
    const remote = stripe.completeCheckout(sessionId);

    // customer.subscription.updated arrives before checkout.session.completed.
    const updated = await sendEvent(
      'customer.subscription.updated',
      { id: remote.id, object: 'subscription' },
      { id: 'evt_order_1' },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ received: true });
    let [state] = await activeSubscriptions(t, s);
    expect(state).toMatchObject({
      billingEnabled: true,
      paymentModel: 'YEARLY',
      yearlyPaidOff: false,
      availableTill: null,
    });
    await sendEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      subscription: remote.id,
    });
    expect((await activeSubscriptions(t, s))[0]).toEqual(state);

    // The same event id again changes nothing, even though Stripe's state moved meanwhile.
    stripe.subscriptions.get(remote.id)!.cancel_at_period_end = true;
    const repeat = await sendEvent('customer.subscription.updated', { id: remote.id }, { id: 'evt_order_1' });
    expect(repeat.statusCode).toBe(200);
    expect((await activeSubscriptions(t, s))[0]!.availableTill).toBeNull();
    // A new event re-reads Stripe: the cancel at period end shows.
    await sendEvent('customer.subscription.updated', { id: remote.id });
    [state] = await activeSubscriptions(t, s);
    const periodEnd = stripe.subscriptions.get(remote.id)!.items.data[0].current_period_end * 1000;
    expect(state!.availableTill).toBe(new Date(periodEnd).toISOString());

    const ignored = await sendEvent('charge.succeeded', { id: 'ch_1' }, { id: 'evt_ignored_1' });
    expect(ignored.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, 'evt_ignored_1'));
    expect(rows).toEqual([]);

    // The saved card is Stripe's default payment method.
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payment-method?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    expect(card.json()).toEqual({ brand: 'visa', lastFourDigits: '4242' });
    const customer = stripe.customers.get(remote.customer)!;
    expect(customer.invoice_settings.default_payment_method).toBe(remote.default_payment_method);
  });

  it('cancels and resumes with cancel_at_period_end, marks the yearly invoice paid, and ends on deletion', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const { sessionId } = await checkout(s, sub.id);
    const remote = stripe.completeCheckout(sessionId);
    await sendEvent('checkout.session.completed', { id: sessionId, subscription: remote.id });

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${sub.id}`,
      headers: s.user.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(stripe.subscriptions.get(remote.id)!.cancel_at_period_end).toBe(true);
    expect(cancelled.json().availableTill).toBe(new Date(remote.trial_end * 1000).toISOString());
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${sub.id}/resume`,
      headers: s.user.headers,
    });
    expect(stripe.subscriptions.get(remote.id)!.cancel_at_period_end).toBe(false);
    expect(resumed.json().availableTill).toBeNull();

    // The trial ends and the first yearly invoice is paid.
    const invoice = stripe.payInvoice(remote.id);
    await sendEvent('invoice.paid', {
      id: invoice.id,
      object: 'invoice',
      parent: { subscription_details: { subscription: remote.id } },
    });
    expect((await activeSubscriptions(t, s))[0]).toMatchObject({ yearlyPaidOff: true, billingEnabled: true });

    // Stripe ends the subscription: ours is ENDED and a new one can start.
    Object.assign(stripe.subscriptions.get(remote.id)!, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000) - 5,
    });
    await sendEvent('customer.subscription.deleted', { id: remote.id, object: 'subscription' });
    expect(await activeSubscriptions(t, s)).toEqual([]);

    // The next subscription: billing on the saved default card, and no second free month.
    const next = await subscribe(t, s);
    const enabled = await t.app.inject({
      method: 'POST',
      url: `${BASE}/enable-billing`,
      headers: s.user.headers,
      payload: { playerId: s.player.id, subscriptionId: next.id, paymentModel: 'MONTHLY' },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({
      billingEnabled: true,
      paymentModel: 'MONTHLY',
      yearlyPaidOff: false,
    });
    const created = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')
      .at(-1)!;
    expect(created.body.default_payment_method).toBe(remote.default_payment_method);
    expect(created.body.trial_period_days).toBeUndefined();

    const billedAlready = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout-session',
      headers: s.user.headers,
      payload: { language: 'en', subscriptionId: next.id, paymentModel: 'YEARLY' },
    });
    expect(billedAlready.statusCode).toBe(409);
  });
});
