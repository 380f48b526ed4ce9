import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../../lib/service-context.ts';
import { buildStripeTestApp, sendStripeEvent, subscribeOnStripe } from '../../../test/billing-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import type { StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { runSubscriptionJob } from '../subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const BASE = '/api/v1/player-training-program-subscription';

describe('failed payments, receipts and the plan switch with Stripe (local stand-in)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await buildStripeTestApp());
  });
  afterAll(() => close());

  it('invoice.payment_failed → PAST_DUE → UNPAID after 7 days → a paid retry restores it, with a receipt', async () => {
    const { s, sub, remote } = await subscribeOnStripe(t, stripe);
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `${BASE}?status=ACTIVE`, headers: s.user.headers })
      ).json()[0];
    expect((await read()).paymentStatus).toBe('TRIAL');

    const invoice = stripe.failInvoice(remote.id);
    const failedAt = Date.now();
    expect(
      (await sendStripeEvent(t, 'invoice.payment_failed', { ...invoice, subscription: remote.id }))
        .statusCode,
    ).toBe(200);
    const pastDue = await read();
    expect(pastDue.paymentStatus).toBe('PAST_DUE');
    expect(new Date(pastDue.graceEndsAt).getTime()).toBeGreaterThanOrEqual(failedAt + 7 * DAY - 5000);

    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 7 * DAY + 60_000));
    expect((await read()).paymentStatus).toBe('UNPAID');
    const paused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/training-program/player-training-program',
      headers: s.user.headers,
      payload: { playerTrainingProgramSubscriptionId: sub.id },
    });
    expect(paused.statusCode).toBe(402);

    // The customer portal for the card; Stripe retries and the invoice is paid.
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal-session',
      headers: s.user.headers,
      payload: { playerId: s.player.id, returnURL: '/account', language: 'fr' },
    });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.portalSessions.at(-1)).toMatchObject({
      customer: remote.customer,
      return_url: `${t.config.publicUrl}/account`,
      locale: 'fr',
    });
    const paid = stripe.payInvoice(remote.id);
    const event = {
      ...paid,
      subscription: remote.id,
      amount_paid: 9900,
      lines: { data: [{ period: { start: 1_700_000_000, end: 1_702_592_000 } }] },
    };
    expect((await sendStripeEvent(t, 'invoice.paid', event, { id: 'evt_paid_1' })).statusCode).toBe(200);
    expect((await sendStripeEvent(t, 'invoice.paid', event, { id: 'evt_paid_2' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ paymentStatus: 'PAID', graceEndsAt: null });
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payments?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    // One receipt per invoice, whatever the number of events.
    expect(payments.json()).toHaveLength(1);
    expect(payments.json()[0]).toMatchObject({ amount: 9900, label: '99 kr' });

    // The switch: Stripe prorates and resets the period now.
    const switched = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${sub.id}/payment-model`,
      headers: s.user.headers,
      payload: { paymentModel: 'YEARLY', confirm: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ switched: true, subscription: { paymentModel: 'YEARLY' } });
    const item = stripe.subscriptions.get(remote.id)!;
    expect(item.items.data[0].price).toMatchObject({ unit_amount: 99500, recurring: { interval: 'year' } });
    expect(item.last_update).toMatchObject({
      proration_behavior: 'always_invoice',
      billing_cycle_anchor: { type: 'now' },
    });
  });
});
