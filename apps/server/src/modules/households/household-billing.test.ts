import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import { bearer, passwordLogin } from '../../test/account-helpers.ts';
import { postCard, startCheckout, subscribe } from '../../test/billing-helpers.ts';
import {
  addChild,
  call,
  childSubscriber,
  createGuardian,
  invitationTokenIn,
} from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';

const { t, sink } = await useAppWithMail();
const SUBS = '/api/v1/player-training-program-subscription';

/** A home: the payer with a child, a co-guardian who accepted, the child signed in with a PIN. */
async function family() {
  const payer = await createGuardian(t, { language: 'sv' });
  const child = await addChild(t, payer);
  const coGuardian = await createGuardian(t);
  await call(t, 'POST', '/api/v1/household/invitations', payer.headers, { email: coGuardian.user.email });
  const token = invitationTokenIn((await sink.waitForMail(coGuardian.user.email)).text);
  await call(t, 'POST', `/api/v1/household/invitations/${token}/accept`, coGuardian.headers, {});
  const username = `pay${child.playerId.slice(0, 6)}`;
  await call(t, 'PUT', `/api/v1/household/children/${child.playerId}/login`, payer.headers, {
    username,
    pin: '402918',
  });
  const childHeaders = bearer((await passwordLogin(t, username, '402918')).json().access_token);
  const s = await childSubscriber(t, payer, child);
  return { payer, child, coGuardian, childHeaders, s };
}

describe('one payer per child', () => {
  it('the payer subscribes and pays for the child with the existing calls; every guardian and the child read it', async () => {
    const { payer, child, coGuardian, childHeaders, s } = await family();
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { language: 'sv' });
    const paid = await postCard(t, checkout.url, '4242424242424242');
    expect(paid.statusCode, paid.body).toBe(303);

    for (const headers of [payer.headers, coGuardian.headers, childHeaders]) {
      const read = await call(t, 'GET', `${SUBS}?playerId=${child.playerId}`, headers);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()[0]).toMatchObject({ id: sub.id, billingEnabled: true });
    }
    const payments = await call(
      t,
      'GET',
      `/api/v1/billing/payments?playerId=${child.playerId}`,
      payer.headers,
    );
    expect(payments.statusCode).toBe(200);
  });

  it('answers a co-guardian 403 `Only the payer can do this` for subscribing, paying, cancelling and payments', async () => {
    const { child, coGuardian, s, payer } = await family();
    const sub = await subscribe(t, s);
    const refused: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', SUBS, { playerId: child.playerId, trainingProgramId: s.program.id, coupon: null }],
      ['DELETE', `${SUBS}/${sub.id}`],
      ['PUT', `${SUBS}/${sub.id}/resume`, {}],
      ['GET', `/api/v1/billing/payments?playerId=${child.playerId}`],
      ['GET', `/api/v1/billing/payment-method?playerId=${child.playerId}`],
      [
        'POST',
        '/api/v1/billing/checkout-session',
        {
          language: 'en',
          subscriptionId: sub.id,
          paymentModel: 'YEARLY',
          callBackSuccessURL: `${t.config.publicUrl}/household`,
          callBackCancelURL: `${t.config.publicUrl}/household`,
          coupon: null,
          metaData: {},
        },
      ],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(t, method, url, coGuardian.headers, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().message, `${method} ${url}`).toBe('Only the payer can do this');
    }
    const stranger = await createGuardian(t);
    const read = await call(t, 'GET', `${SUBS}?playerId=${child.playerId}`, stranger.headers);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('Access is denied');
    expect((await call(t, 'GET', `${SUBS}?playerId=${child.playerId}`, payer.headers)).statusCode).toBe(200);
  });

  it('keeps a paying payer’s account until the role is handed over', async () => {
    const { payer, child, coGuardian, s } = await family();
    await subscribe(t, s);
    const refused = await call(t, 'DELETE', '/api/v1/user', payer.headers, { password: payer.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You pay for a child: hand the payer role to another guardian or end the subscription first',
    );
    await call(t, 'PUT', `/api/v1/household/children/${child.playerId}/payer`, payer.headers, {
      userId: coGuardian.user.id,
    });
    const deleted = await call(t, 'DELETE', '/api/v1/user', payer.headers, { password: payer.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('one customer at the provider pays for two children, and the payer reads one receipt list naming each child', async () => {
    const { payer, child, coGuardian, s } = await family();
    const second = await addChild(t, payer, { firstName: 'Elsa' });
    const s2 = await childSubscriber(t, payer, second);
    for (const who of [s, s2]) {
      const sub = await subscribe(t, who);
      const checkout = await startCheckout(t, who, sub.id, { paymentModel: 'MONTHLY' });
      expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
    }
    const rows = (query: ReturnType<typeof sql>) =>
      t.database.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
    const customers = await rows(
      sql`select user_id from billing_customers where user_id in (${payer.user.id}, ${s.player.userId}, ${s2.player.userId})`,
    );
    expect(customers.rows.map((r) => r.user_id)).toEqual([payer.user.id]);
    const remote = await rows(
      sql`select distinct customer_id from sandbox_subscriptions ss join player_training_program_subscriptions p
        on p.id = ss.subscription_id where p.player_id in (${s.player.id}, ${s2.player.id})`,
    );
    expect(remote.rows).toHaveLength(1);

    // Both free months end: each child is charged once, on the payer's one card.
    await rows(sql`update sandbox_subscriptions set current_period_end = now() - interval '1 minute', trial_end = null
      where subscription_id in (select id from player_training_program_subscriptions where player_id in (${s.player.id}, ${s2.player.id}))`);
    await runSubscriptionJob(serviceContext(t.app), new Date());
    const list = await call(t, 'GET', '/api/v1/billing/household-payments?language=sv', payer.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .map((p: { childName: string }) => p.childName)
        .sort(),
    ).toEqual([child.firstName, 'Elsa'].sort());
    expect(list.json()[0].receiptUrl).toContain('/receipts/');
    const card = await call(
      t,
      'GET',
      `/api/v1/billing/payment-method?playerId=${s2.player.id}`,
      payer.headers,
    );
    expect(card.json().lastFourDigits).toBe('4242');

    const refused = await call(t, 'GET', '/api/v1/billing/household-payments', coGuardian.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the payer can do this');
  });
});
