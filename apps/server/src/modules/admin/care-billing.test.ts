import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import {
  buildStripeTestApp,
  createSubscriber,
  paymentsOf,
  sandboxSubscriber,
  subscribeOnStripe,
  type Subscriber,
} from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import type { StripeStandIn } from '../../test/stripe-stand-in.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const act = (t: TestApp, who: TestUser, s: Subscriber, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/${s.user.user.id}/billing`,
    headers: who.headers,
    payload,
  });
const amounts = async (t: TestApp, admin: TestUser, s: Subscriber) =>
  (await paymentsOf(t, admin, s)).map((p) => p.amount);
const billingAudit = async (t: TestApp, admin: TestUser, userId: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit-events?targetId=${userId}`,
        headers: admin.headers,
      })
    ).json().content as { action: string; detail: Record<string, unknown> }[]
  ).filter((e) => e.action === 'user.billing');

describe('billing actions from the console (sandbox)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let sink: SmtpSink;
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

  it('answers 403 to a player, 400 on bad input with the field, 404 and 409 where nothing fits', async () => {
    const s = await sandboxSubscriber(t);
    expect((await act(t, s.user, s, { action: 'PAUSE', reason: 'Asked by phone' })).statusCode).toBe(403);
    const noReason = await act(t, admin, s, { action: 'PAUSE' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const noDays = await act(t, admin, s, { action: 'EXTEND', reason: 'Injury' });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().errors[0]).toMatchObject({
      field: 'days',
      message: 'Give the number of days (1 to 365)',
    });
    const badAction = await act(t, admin, s, { action: 'REFUND', reason: 'Nope' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().errors[0].field).toBe('action');
    const nobody = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/users/00000000-0000-4000-8000-000000000000/billing',
      headers: admin.headers,
      payload: { action: 'PAUSE', reason: 'Nobody' },
    });
    expect(nobody.statusCode).toBe(404);
    const unsubscribed = await createSubscriber(t);
    expect((await act(t, admin, unsubscribed, { action: 'PAUSE', reason: 'Nothing' })).statusCode).toBe(409);
  });

  it('pauses billing (no charge at the free month’s end), resumes it (the next renewal charges), audited', async () => {
    const s = await sandboxSubscriber(t);
    const paused = await act(t, admin, s, { action: 'PAUSE', reason: 'Family hardship, two months' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().subscriptions[0]).toMatchObject({ billingPaused: true, nextChargeAt: null });
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 31 * DAY));
    expect(await amounts(t, admin, s)).toEqual([]);

    const resumed = await act(t, admin, s, { action: 'RESUME', reason: 'Back to normal' });
    expect(resumed.json().subscriptions[0]).toMatchObject({ billingPaused: false });
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 62 * DAY));
    expect(await amounts(t, admin, s)).toEqual([9900]);
    const rows = await billingAudit(t, admin, s.user.user.id);
    expect(rows.map((r) => [r.detail.action, r.detail.reason])).toEqual([
      ['RESUME', 'Back to normal'],
      ['PAUSE', 'Family hardship, two months'],
    ]);
  });

  it('extends the free period by N days once for a double click, and charges only after it', async () => {
    const s = await sandboxSubscriber(t);
    const subs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/player-training-program-subscription?status=ACTIVE`,
      headers: s.user.headers,
    });
    const trialEnd = new Date(subs.json()[0].trialEndsAt).getTime();
    const body = { action: 'EXTEND', days: 14, reason: 'Injured in week one' };
    const [a, b] = await Promise.all([act(t, admin, s, body), act(t, admin, s, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const until = new Date(b.json().subscriptions[0].trialEndsAt).getTime();
    expect(until - trialEnd).toBeGreaterThanOrEqual(14 * DAY - 60_000);
    expect(until - trialEnd).toBeLessThan(15 * DAY);
    expect(await billingAudit(t, admin, s.user.user.id)).toHaveLength(1);

    await runSubscriptionJob(serviceContext(t.app), new Date(trialEnd + DAY));
    expect(await amounts(t, admin, s)).toEqual([]);
    await runSubscriptionJob(serviceContext(t.app), new Date(until + DAY));
    expect(await amounts(t, admin, s)).toEqual([9900]);
  });

  it('cancels at the period end (training until then, a mail in French) and cancels now (ended at once)', async () => {
    const s = await sandboxSubscriber(t, { language: 'fr' });
    const since = sink.mails.length;
    const later = await act(t, admin, s, { action: 'CANCEL_AT_PERIOD_END', reason: 'Asked by e-mail' });
    expect(later.statusCode, later.body).toBe(200);
    const [sub] = later.json().subscriptions;
    expect(sub).toMatchObject({ status: 'ACTIVE', nextChargeAt: null });
    expect(sub.availableTill).toBe(sub.trialEndsAt);
    const mail = await sink.nextMail(s.user.user.email, since);
    expect(mail.subject).toMatch(/résilié|annulé/i);

    const now = await act(t, admin, s, { action: 'CANCEL_NOW', reason: 'Chargeback threat' });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().subscriptions[0]).toMatchObject({ status: 'ENDED' });
  });
});

describe('billing actions from the console (Stripe stand-in)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let close: () => Promise<void>;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, stripe, close } = await buildStripeTestApp());
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => close());

  it('pauses and resumes collection, extends the trial, cancels at period end and now at Stripe', async () => {
    const { s, remote } = await subscribeOnStripe(t, stripe);
    const at = () => stripe.subscriptions.get(remote.id)!;
    expect((await act(t, admin, s, { action: 'PAUSE', reason: 'Hardship' })).statusCode).toBe(200);
    expect(at().pause_collection).toMatchObject({ behavior: 'void' });
    expect((await act(t, admin, s, { action: 'RESUME', reason: 'Better now' })).statusCode).toBe(200);
    expect(at().pause_collection).toBeNull();

    const trialEnd = at().trial_end as number;
    const extended = await act(t, admin, s, { action: 'EXTEND', days: 10, reason: 'Injury' });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(at().trial_end - trialEnd).toBeGreaterThanOrEqual(10 * 86_400 - 60);
    expect(at().trial_end - trialEnd).toBeLessThan(11 * 86_400);

    expect((await act(t, admin, s, { action: 'CANCEL_AT_PERIOD_END', reason: 'Moving' })).statusCode).toBe(
      200,
    );
    expect(at().cancel_at_period_end).toBe(true);
    const ended = await act(t, admin, s, { action: 'CANCEL_NOW', reason: 'Moved already' });
    expect(ended.json().subscriptions[0]).toMatchObject({ status: 'ENDED' });
    expect(at().status).toBe('canceled');
  });
});
