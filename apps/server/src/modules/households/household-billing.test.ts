import type { TrainingProgram } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { bearer, passwordLogin } from '../../test/account-helpers.ts';
import { postCard, startCheckout, type Subscriber, subscribe } from '../../test/billing-helpers.ts';
import { addChild, call, createGuardian, invitationTokenIn } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

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
  const program: TrainingProgram = (
    await call(
      t,
      'GET',
      `/api/v1/training-program/age-group/${child.ageGroupId}?status=PUBLIC`,
      payer.headers,
    )
  ).json();
  const s: Subscriber = {
    user: payer,
    player: { id: child.playerId, userId: child.userId, ageGroupId: child.ageGroupId },
    program,
  };
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
});
