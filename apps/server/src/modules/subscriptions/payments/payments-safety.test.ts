import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../../lib/service-context.ts';
import { createSubscriber, postCard, startCheckout, subscribe } from '../../../test/billing-helpers.ts';
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
import { runSubscriptionJob } from '../subscriptions.job.ts';

/**
 * A customer is never charged twice for one subscription, with the sandbox provider: two server
 * instances on one database stand for two processes (or two tabs and a double tap).
 */
describe('payments safety (sandbox, two server instances on one database)', () => {
  let a: TestApp;
  let b: TestApp;
  let servers: Awaited<ReturnType<typeof buildTwoServers>>;
  beforeAll(async () => {
    servers = await buildTwoServers();
    ({ a, b } = servers);
  });
  afterAll(() => servers?.close());

  it('ten checkout calls at once on two servers: one checkout, the same page for every success, else a clear 409', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const answers = await atOnce([a, b], 10, (t) => checkoutRequest(t, s, sub.id));
    const url = expectOneCheckoutAnswer(answers);
    // A later tap (or the second tab) gets the same page back.
    const again = await checkoutRequest(b, s, sub.id);
    expect(again.json().url).toBe(url);
    const rows = await recorded(a, sub.id);
    expect(rows.open).toHaveLength(1);
    expect(rows.expired).toHaveLength(0);
    expect(url).toBe(`/sandbox/checkout/${rows.open[0]!.id}`);
  });

  it('without the per-subscription turn the database still keeps one payable checkout', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const outcomes = await checkoutsWithoutTurn([a, b], 6, sub.id);
    const made = outcomes.filter((o) => o.status === 'fulfilled');
    expect(made.length).toBeGreaterThanOrEqual(1);
    // The others lost on the unique index (a clear 409), their own sessions never shown.
    for (const o of outcomes) {
      if (o.status === 'rejected') expect((o.reason as { statusCode: number }).statusCode).toBe(409);
    }
    const rows = await recorded(a, sub.id);
    expect(rows.open).toHaveLength(1);
    expect(new Set(made.map((o) => o.value.url))).toEqual(new Set([`/sandbox/checkout/${rows.open[0]!.id}`]));
  });

  it('a new checkout on other terms replaces the open one, whose page then refuses to pay', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const monthly = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    const yearly = await startCheckout(b, s, sub.id, { paymentModel: 'YEARLY' });
    expect(yearly.url).not.toBe(monthly.url);
    expect((await a.app.inject({ method: 'GET', url: monthly.url })).statusCode).toBe(410);
    expect((await postCard(a, monthly.url, '4242424242424242')).statusCode).toBe(410);
    expect((await postCard(b, yearly.url, '4242424242424242')).statusCode).toBe(303);
    const rows = await recorded(a, sub.id);
    expect(rows.sandboxLive).toHaveLength(1);
    expect(rows.sandboxLive[0]!.paymentModel).toBe('YEARLY');
    expect(rows.expired.map((r) => r.id)).toEqual([monthly.sessionId]);
  });

  it('the card submitted twice at once on two servers charges once', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    await spendFreeMonth(a, sub.id);
    const checkout = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    const answers = await atOnce([a, b], 4, (t) => postCard(t, checkout.url, '4242424242424242'));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([303, 410, 410, 410]);
    const rows = await recorded(a, sub.id);
    expect(rows.sandboxLive).toHaveLength(1);
    expect(rows.charges).toHaveLength(1);
    expect(rows.charges[0]).toMatchObject({ amount: 9900, currency: 'SEK' });
    expect(await readSubscription(a, s, sub.id)).toMatchObject({
      billingEnabled: true,
      paymentStatus: 'PAID',
    });
  });

  it('enable-billing at once on two servers bills once; a repeat answers the subscription unchanged', async () => {
    const s = await createSubscriber(a);
    const first = await subscribe(a, s);
    const checkout = await startCheckout(a, s, first.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(a, checkout.url, '4242424242424242')).statusCode).toBe(303);
    await endSubscription(a, first.id);
    // The second subscription has no free month: enable-billing charges the saved card at once.
    const second = await subscribe(a, s);
    const answers = await atOnce([a, b], 6, (t) => enableBillingRequest(t, s, second.id));
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const billed = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(billed.length).toBeGreaterThanOrEqual(1);
    for (const sub of billed) expect(sub).toMatchObject({ id: second.id, billingEnabled: true });
    const repeat = await enableBillingRequest(b, s, second.id);
    expect(repeat.statusCode).toBe(200);
    const rows = await recorded(a, second.id);
    expect(rows.sandboxLive).toHaveLength(1);
    expect(rows.charges).toHaveLength(1);
  });

  it('enable-billing expires the open checkout first: its page no longer takes the card', async () => {
    const s = await createSubscriber(a);
    const first = await subscribe(a, s);
    const paid = await startCheckout(a, s, first.id, { paymentModel: 'MONTHLY' });
    await postCard(a, paid.url, '4242424242424242');
    await endSubscription(a, first.id);
    const second = await subscribe(a, s);
    const open = await startCheckout(a, s, second.id, { paymentModel: 'MONTHLY' });
    expect((await enableBillingRequest(b, s, second.id)).statusCode).toBe(200);
    expect((await postCard(a, open.url, '4242424242424242')).statusCode).toBe(410);
    const rows = await recorded(a, second.id);
    expect(rows.open).toHaveLength(0);
    expect(rows.sandboxLive).toHaveLength(1);
    expect(rows.charges).toHaveLength(1);
    // And a checkout for the billed subscription is refused.
    expect((await checkoutRequest(a, s, second.id)).statusCode).toBe(409);
  });

  it('an ENDED subscription is never charged: no checkout, no enable-billing, an open page refuses', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    await spendFreeMonth(a, sub.id);
    const open = await startCheckout(a, s, sub.id, { paymentModel: 'MONTHLY' });
    // Without billing and without a free month left, the cancel ends it at once.
    const cancelled = await cancelRequest(b, s, sub.id);
    expect(cancelled.json().status).toBe('ENDED');
    expect((await a.app.inject({ method: 'GET', url: open.url })).statusCode).toBe(410);
    expect((await postCard(a, open.url, '4242424242424242')).statusCode).toBe(410);
    const [checkout, enable] = await Promise.all([
      checkoutRequest(a, s, sub.id),
      enableBillingRequest(b, s, sub.id),
    ]);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe('The subscription has ended');
    expect(enable.statusCode).toBe(409);
    const rows = await recorded(a, sub.id);
    expect(rows.open).toHaveLength(0);
    expect(rows.sandboxLive).toHaveLength(0);
    expect(rows.charges).toHaveLength(0);
  });

  it('a cancel and a checkout at once on two servers never leave a payable checkout on an ended subscription', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    await spendFreeMonth(a, sub.id);
    const [cancel, checkout] = await Promise.all([
      cancelRequest(a, s, sub.id),
      checkoutRequest(b, s, sub.id),
    ]);
    expect([200, 409]).toContain(cancel.statusCode);
    expect([200, 409]).toContain(checkout.statusCode);
    if (cancel.statusCode === 409) expect((await cancelRequest(a, s, sub.id)).statusCode).toBe(200);
    expect((await readSubscription(a, s, sub.id)).status).toBe('ENDED');
    expect((await recorded(a, sub.id)).open).toHaveLength(0);
    if (checkout.statusCode === 200) {
      expect((await postCard(b, checkout.json().url, '4242424242424242')).statusCode).toBe(410);
    }
  });

  it('the job expires the open checkout of a subscription whose time ran out', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const open = await startCheckout(a, s, sub.id, { paymentModel: 'YEARLY' });
    await endSubscription(a, sub.id);
    const report = await runSubscriptionJob(serviceContext(a.app), new Date(Date.now() + 60_000));
    expect(report).toBeDefined();
    const rows = await recorded(a, sub.id);
    expect(rows.open).toHaveLength(0);
    expect(rows.expired.map((r) => r.id)).toEqual([open.sessionId]);
  });

  it('limits cancel and resume per caller', async () => {
    const s = await createSubscriber(a);
    const sub = await subscribe(a, s);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await cancelRequest(a, s, sub.id)).statusCode);
    expect(statuses.slice(0, 20).every((c) => c !== 429 && c < 500)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another player's budget is their own.
    const other = await createSubscriber(a);
    const otherSub = await subscribe(a, other);
    expect((await cancelRequest(a, other, otherSub.id)).statusCode).toBe(200);
  });
});
