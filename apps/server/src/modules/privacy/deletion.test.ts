import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { postCard, startCheckout, subscribe } from '../../test/billing-helpers.ts';
import { clientAuthHeader } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { rowsMentioning } from '../../test/person-data.ts';
import { createChildPlayer } from '../../test/privacy-helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A child player with everything a user can leave behind: approval, sign-ins, card, progress, support. */
async function fullyUsedAccount(t: TestApp, sink: Sink, tag: string) {
  const child = await createChildPlayer(t, sink, { firstName: `Zelda${tag}`, lastName: `Quorn${tag}` });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/guardian-approval',
    payload: { token: child.token, decision: 'APPROVE' },
    remoteAddress: nextIp(),
  });
  expect((await passwordLogin(t, child.user.user.email, child.user.password)).statusCode).toBe(200);
  expect((await passwordLogin(t, child.user.user.email, 'wrong-password')).statusCode).toBe(400);
  const program = await t.app.inject({
    method: 'GET',
    url: `/api/v1/training-program/age-group/${child.player.ageGroupId}?status=PUBLIC`,
    headers: child.user.headers,
  });
  const s = { user: child.user, player: child.player, program: program.json() };
  const sub = await subscribe(t, s);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/training-program/player-training-program',
    headers: child.user.headers,
    payload: { playerTrainingProgramSubscriptionId: sub.id },
  });
  expect(made.statusCode).toBe(201);
  const support = await t.app.inject({
    method: 'POST',
    url: '/api/v1/support',
    headers: child.user.headers,
    payload: { userId: child.user.user.id, subject: 'Hello', message: `Question from Zelda${tag}` },
    remoteAddress: nextIp(),
  });
  expect(support.statusCode).toBe(201);
  return { ...child, s, sub };
}

const deleteUser = (t: TestApp, headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers, payload, remoteAddress: nextIp() });

describe('account deletion (sandbox provider)', () => {
  let t: TestApp;
  let sink: Sink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url, SUPPORT_EMAIL: 'help@academy.test' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('needs the right password: 400 on password when wrong or missing', async () => {
    const child = await createChildPlayer(t, sink);
    for (const body of [{}, { password: '' }, { password: 'not-my-password' }]) {
      const res = await deleteUser(t, child.user.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('password');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: child.user.headers });
    expect(me.statusCode).toBe(200);
  });

  it('cancels the card subscription, erases every trace of the person, keeps nothing that names them, mails a confirmation; the e-mail and phone sign up again', async () => {
    const a = await fullyUsedAccount(t, sink, 'del');
    const checkout = await startCheckout(t, a.s, a.sub.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
    const phone = { countryCode: '+46', number: '701234599' };
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${a.user.user.id}/person`,
      headers: a.user.headers,
      payload: { phoneNumber: phone },
    });
    const needles = [
      a.user.user.id,
      a.player.id,
      a.sub.id,
      a.user.user.email,
      '701234599',
      'Zeldadel',
      'Quorndel',
      a.guardianEmail,
    ];
    expect(Object.keys(await rowsMentioning(t.database.db, needles)).length).toBeGreaterThan(8);

    const res = await deleteUser(t, a.user.headers, { password: a.user.password });
    expect(res.statusCode, res.body).toBe(204);

    expect(await rowsMentioning(t.database.db, needles)).toEqual({});
    const mail = await sink.waitForMail(a.user.user.email);
    expect(mail.subject).toBe('Your Football Academy account has been deleted');

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: a.user.headers })).statusCode,
    ).toBe(401);
    const login = await passwordLogin(t, a.user.user.email, a.user.password);
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe('invalid_grant');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: clientAuthHeader(t),
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Zelda',
        lastName: 'Again',
        email: a.user.user.email,
        language: 'en',
        phoneNumber: phone,
        password: 'another-pass-1',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('two deletions at once (double tap) delete once', async () => {
    const child = await createChildPlayer(t, sink);
    const results = await Promise.all([
      deleteUser(t, child.user.headers, { password: child.user.password }),
      deleteUser(t, child.user.headers, { password: child.user.password }),
    ]);
    expect(results.map((r) => r.statusCode)).toContain(204);
    for (const r of results) expect([204, 401]).toContain(r.statusCode);
  });
});

describe('account deletion (Stripe)', () => {
  let t: TestApp;
  let sink: Sink;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    sink = await startSmtpSink();
    stripe = await startStripeStandIn();
    t = await buildTestApp({
      env: {
        SMTP_URL: sink.url,
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_test',
        STRIPE_API_BASE: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await sink.close();
  });

  it('cancels the Stripe subscription at once and deletes the customer', async () => {
    const a = await fullyUsedAccount(t, sink, 'stripe');
    const session = await startCheckout(t, a.s, a.sub.id, { paymentModel: 'MONTHLY' });
    const remote = stripe.completeCheckout(session.sessionId);
    const customerId = remote.customer as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/player-training-program-subscription/enable-billing',
      headers: a.user.headers,
      payload: { playerId: a.player.id, subscriptionId: a.sub.id, paymentModel: 'MONTHLY' },
    });
    // The webhook path links the remote subscription; here the row is linked as the handler would.
    await t.database.db.execute(
      sql`update player_training_program_subscriptions
        set payment_provider = 'stripe', provider_subscription_id = ${remote.id}, billing_enabled = true
        where id = ${a.sub.id}`,
    );
    const res = await deleteUser(t, a.user.headers, { password: a.user.password });
    expect(res.statusCode, res.body).toBe(204);
    expect(stripe.subscriptions.get(remote.id)?.status).toBe('canceled');
    expect(stripe.customers.has(customerId)).toBe(false);
    const calls = stripe.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain(`DELETE /v1/subscriptions/${remote.id}`);
    expect(calls).toContain(`DELETE /v1/customers/${customerId}`);
  });
});
