import type { Payment } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import {
  buildStripeTestApp,
  paymentsOf,
  sandboxSubscriber,
  sendStripeEvent,
  subscribeOnStripe,
  type Subscriber,
} from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import type { StripeStandIn } from '../../test/stripe-stand-in.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;

const refund = (t: TestApp, who: TestUser, paymentId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payments/${paymentId}/refund`,
    headers: who.headers,
    payload,
  });
const receiptPage = async (t: TestApp, payment: Payment, language?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${new URL(payment.receiptUrl).pathname}${language ? `?language=${language}` : ''}`,
    })
  ).body;
const revenue = async (t: TestApp, admin: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: admin.headers })).json()
    .revenueLast30Days as { currency: string; charged: number; refunded: number; net: number }[];
const audit = async (t: TestApp, admin: TestUser, userId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-events?targetId=${userId}`,
      headers: admin.headers,
    })
  ).json().content as { action: string; detail: Record<string, unknown> }[];

describe('refunds from the console (sandbox)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: TestUser;
  let s: Subscriber;
  let payment: Payment;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    // A Swedish subscriber charged 99 kr at the end of the free month.
    s = await sandboxSubscriber(t, { language: 'sv' });
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 31 * DAY));
    [payment] = await paymentsOf(t, admin, s);
    expect(payment).toMatchObject({ amount: 9900, refunds: [], refundedAmount: 0 });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('refuses players, bad input and more than is left, with the field named', async () => {
    expect((await refund(t, s.user, payment.id, { reason: 'mine' })).statusCode).toBe(403);
    const noReason = await refund(t, admin, payment.id, { amount: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const tooMuch = await refund(t, admin, payment.id, { amount: 9901, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toMatchObject([
      { field: 'amount', message: 'More than is left to refund on this payment' },
    ]);
    const negative = await refund(t, admin, payment.id, { amount: -5, reason: 'Negative' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].field).toBe('amount');
    const unknown = await refund(t, admin, '00000000-0000-4000-8000-000000000000', { reason: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refunds part, once for a double click, mails the receipt in Swedish and counts revenue net', async () => {
    const before = (await revenue(t, admin)).find((r) => r.currency === 'SEK')!;
    const since = sink.mails.length;
    const body = { amount: 2000, reason: 'Missed two sessions (illness)' };
    const [first, second] = await Promise.all([
      refund(t, admin, payment.id, body),
      refund(t, admin, payment.id, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      id: payment.id,
      refundedAmount: 2000,
      refunds: [{ amount: 2000, reason: 'Missed two sessions (illness)' }],
    });
    expect((await paymentsOf(t, admin, s))[0]!.refundedAmount).toBe(2000);

    const mail = await sink.nextMail(s.user.user.email, since);
    expect(mail.subject).toContain('Återbetalning: 20 kr');
    expect(mail.text).toContain('Vi har återbetalat 20 kr av din betalning på 99 kr');
    expect(mail.text).toContain('79 kr');
    expect(sink.mails.slice(since).filter((m) => m.to.includes(s.user.user.email))).toHaveLength(1);

    const after = (await revenue(t, admin)).find((r) => r.currency === 'SEK')!;
    expect(after.charged).toBe(before.charged);
    expect(after.refunded - before.refunded).toBe(2000);
    expect(after.net).toBe(after.charged - after.refunded);

    const rows = (await audit(t, admin, s.user.user.id)).filter((e) => e.action === 'payment.refund');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ reason: 'Missed two sessions (illness)', amount: 2000 });

    // The printable receipt the mail links to lists the refund and what stays paid, in Swedish.
    const page = await receiptPage(t, payment);
    expect(page).toMatch(/<dt>Återbetalt den \d{1,2} \p{L}+ \d{4}<\/dt><dd>−20 kr<\/dd>/u);
    expect(page).toContain('<strong>Betalt netto: 79 kr</strong>');
    expect(mail.text).toContain(new URL(payment.receiptUrl).pathname);
  });

  it('refunds the rest when no amount is given, and nothing is left after', async () => {
    const whole = await refund(t, admin, payment.id, { reason: 'Moved abroad' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ refundedAmount: 9900 });
    expect(whole.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([2000, 7900]);
    const page = await receiptPage(t, payment, 'en');
    expect(page.match(/<dt>Refunded on [^<]+<\/dt><dd>−SEK (20|79)<\/dd>/g)).toHaveLength(2);
    expect(page).toContain('<strong>Net paid: SEK 0</strong>');
    const again = await refund(t, admin, payment.id, { amount: 1, reason: 'One more' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('amount');
  });
});

describe('refunds from the console (Stripe stand-in)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let sink: SmtpSink;
  let admin: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ t, stripe, close } = await buildStripeTestApp({ SMTP_URL: sink.url }));
    admin = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
  });
  afterAll(async () => {
    await close();
    await sink.close();
  });

  it('refunds through Stripe on the invoice’s payment intent; the webhook changes nothing more', async () => {
    const { s, remote } = await subscribeOnStripe(t, stripe);
    const invoice = stripe.payInvoice(remote.id);
    const paid = { ...invoice, subscription: remote.id, amount_paid: 9900 };
    expect((await sendStripeEvent(t, 'invoice.paid', paid)).statusCode).toBe(200);
    const [payment] = await paymentsOf(t, admin, s);
    const since = sink.mails.length;

    const res = await refund(t, admin, payment!.id, { amount: 4950, reason: 'Half month, goodwill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refundedAmount: 4950 });
    const [made] = [...stripe.refunds.values()];
    expect(made).toMatchObject({ amount: 4950, reason: 'requested_by_customer' });
    expect(made!.payment_intent).toMatch(/^pi_/);
    expect(made!.metadata.paymentId).toBe(payment!.id);
    const request = stripe.requests.find((r) => r.path === '/v1/refunds')!;
    expect(request.idempotencyKey).toMatch(/^refund-/);

    // Stripe's own event of the same refund: no second row, no second mail.
    expect((await sendStripeEvent(t, 'refund.created', made!)).statusCode).toBe(200);
    expect((await sendStripeEvent(t, 'refund.updated', made!)).statusCode).toBe(200);
    expect((await paymentsOf(t, admin, s))[0]).toMatchObject({ refundedAmount: 4950 });
    const mail = await sink.nextMail(s.user.user.email, since);
    expect(mail.subject).toBe(`Refund: SEK 49.50 for ${s.program.title}`);
    expect(sink.mails.slice(since).filter((m) => m.to.includes(s.user.user.email))).toHaveLength(1);

    const tooMuch = await refund(t, admin, payment!.id, { amount: 5000, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(stripe.refunds.size).toBe(1);
  });
});
