import type { AdminProgram, Subscription } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import {
  buildStripeTestApp,
  createSubscriber,
  paymentsOf,
  postCard,
  sendStripeEvent,
  startCheckout,
  subscribe,
  subscribeOnStripe,
  type Subscriber,
} from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import type { StripeStandIn } from '../../test/stripe-stand-in.ts';
import { addPeriod } from '../../integrations/payments/proration.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const NEW_FEES = [
  { type: 'MONTHLY', region: 'DEFAULT', amount: 11900, currency: 'SEK' },
  { type: 'YEARLY', region: 'DEFAULT', amount: 99500, currency: 'SEK' },
];
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const readSubscription = async (t: TestApp, s: Subscriber): Promise<Subscription> =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/player-training-program-subscription?status=ACTIVE',
      headers: s.user.headers,
    })
  ).json()[0];
const payments = (t: TestApp, s: Subscriber) => paymentsOf(t, s.user, s);
const changeFees = (
  t: TestApp,
  admin: TestUser,
  programId: string,
  path = '',
  method: 'PUT' | 'POST' = 'PUT',
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/training-programs/${programId}${path}`,
    headers: admin.headers,
    payload: { fees: NEW_FEES },
  });

describe('versioned fees: notice, the 30 days, the renewal charged, revenue (sandbox)', () => {
  let t: TestApp;
  let sink: Sink;
  let admin: TestUser;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('keeps a subscriber on 99 kr until the first renewal ≥ 30 days after the Swedish notice, then charges 119 kr', async () => {
    const s = await createSubscriber(t, { language: 'sv' });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, checkout.url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const trialEnd = new Date((await readSubscription(t, s)).nextChargeAt!);

    // Before saving, the console learns whom the change reaches; nothing is saved.
    const preview = await changeFees(t, admin, s.program.id, '/fee-preview', 'POST');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().affectedSubscriptions).toBe(1);
    expect((await readSubscription(t, s)).nextFees).toEqual([]);

    const mailsBefore = sink.mails.length;
    const saved = await changeFees(t, admin, s.program.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminProgram).affectedSubscriptions).toBe(1);

    // The first renewal (the end of the free month) is under 30 days away: the next one takes the new fee.
    const from = addPeriod(trialEnd, 'MONTHLY');
    const notice = await sink.nextMail(s.user.user.email, mailsBefore);
    expect(notice.subject).toContain('Ett nytt pris för');
    expect(notice.text).toContain('99 kr');
    expect(notice.text).toContain('119 kr');
    expect(notice.text).toContain('30 dagars varsel');

    const during = await readSubscription(t, s);
    expect(during.trainingProgram.fees.find((f) => f.type === 'MONTHLY')).toMatchObject({
      amount: 9900,
      label: '99 kr',
    });
    expect(during.nextFees).toEqual([
      { type: 'MONTHLY', amount: 11900, currency: 'SEK', label: '119 kr', from: from.toISOString() },
    ]);
    expect(from.getTime()).toBeGreaterThanOrEqual(Date.now() + 30 * DAY - MINUTE);

    // A new subscriber pays the new fee at once.
    const newcomer = await createSubscriber(t);
    const fresh = await subscribe(t, newcomer);
    expect(fresh.trainingProgram.fees.find((f) => f.type === 'MONTHLY')).toMatchObject({ amount: 11900 });
    expect(fresh.nextFees).toEqual([]);

    const revenue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: admin.headers })).json()
        .monthlyRecurringRevenue;
    expect(await revenue()).toEqual([{ currency: 'SEK', amount: 9900 }]);

    // The renewal at the end of the free month: 99 kr, as the account said.
    await runSubscriptionJob(serviceContext(t.app), new Date(trialEnd.getTime() + MINUTE));
    expect((await payments(t, s)).map((p) => [p.amount, p.label])).toEqual([[9900, '99 kr']]);
    expect((await readSubscription(t, s)).nextFees).toHaveLength(1);

    // The renewal on the date the notice gave: 119 kr, and from then on the account and revenue say so.
    await runSubscriptionJob(serviceContext(t.app), new Date(from.getTime() + MINUTE));
    expect((await payments(t, s)).map((p) => [p.amount, p.label])).toEqual([
      [11900, '119 kr'],
      [9900, '99 kr'],
    ]);
    const after = await readSubscription(t, s);
    expect(after.trainingProgram.fees.find((f) => f.type === 'MONTHLY')).toMatchObject({ amount: 11900 });
    expect(after.nextFees).toEqual([]);
    expect(await revenue()).toEqual([{ currency: 'SEK', amount: 11900 }]);

    // Changing it again to what is paid now reaches nobody.
    const again = await changeFees(t, admin, s.program.id, '/fee-preview', 'POST');
    expect(again.json().affectedSubscriptions).toBe(0);
  });

  it('is for admins only', async () => {
    const player = await createTestUser(t);
    const program = (await createSubscriber(t)).program;
    expect((await changeFees(t, player, program.id, '/fee-preview', 'POST')).statusCode).toBe(403);
  });
});

describe('versioned fees with Stripe (local stand-in)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let close: () => Promise<void>;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, stripe, close } = await buildStripeTestApp());
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => close());

  it('charges the old price at the next renewal and gives Stripe the new one, unprorated, for the renewal the notice named', async () => {
    const { s, remote } = await subscribeOnStripe(t, stripe);
    const saved = await changeFees(t, admin, s.program.id);
    expect(saved.json().affectedSubscriptions).toBe(1);
    const [next] = (await readSubscription(t, s)).nextFees;
    expect(next).toMatchObject({ type: 'MONTHLY', amount: 11900, label: '119 kr' });

    const pay = async (id: string, start: number) => {
      const invoice = stripe.payInvoice(remote.id);
      const event = {
        ...invoice,
        subscription: remote.id,
        lines: { data: [{ period: { start, end: start + 1 } }] },
      };
      expect((await sendStripeEvent(t, 'invoice.paid', event, { id })).statusCode).toBe(200);
    };
    await pay('evt_fee_renewal_1', 1_700_000_000);
    expect((await payments(t, s)).map((p) => p.amount)).toEqual([9900]);

    await runSubscriptionJob(serviceContext(t.app), new Date(new Date(next!.from).getTime() + MINUTE));
    const item = stripe.subscriptions.get(remote.id)!;
    expect(item.items.data[0].price).toMatchObject({ unit_amount: 11900, recurring: { interval: 'month' } });
    expect(item.last_update).toMatchObject({ proration_behavior: 'none' });

    await pay('evt_fee_renewal_2', 1_702_592_000);
    expect((await payments(t, s)).map((p) => [p.amount, p.label])).toEqual([
      [11900, '119 kr'],
      [9900, '99 kr'],
    ]);
    expect((await readSubscription(t, s)).nextFees).toEqual([]);
  });
});
