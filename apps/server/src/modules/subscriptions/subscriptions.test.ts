import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSubscriptions,
  createSubscriber,
  postCard,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { runSubscriptionJob } from './subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const BASE = '/api/v1/player-training-program-subscription';

describe('subscriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates an ACTIVE subscription in the contract shape, then returns the same one (200)', async () => {
    const s = await createSubscriber(t, { language: 'sv' });
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: s.user.headers,
      payload: { playerId: s.player.id, trainingProgramId: s.program.id, coupon: null },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      status: 'ACTIVE',
      startDate: expect.any(String),
      availableTill: null,
      billingEnabled: false,
      yearlyPaidOff: false,
      paymentModel: null,
      playerTrainingProgramId: null,
      trainingProgram: { id: s.program.id, title: s.program.title, fees: s.program.fees },
      paymentStatus: 'NONE',
      // The free month starts with the first completed checkout, not now.
      trialEndsAt: null,
      nextChargeAt: null,
      graceEndsAt: null,
      // No fee change has been noticed.
      nextFees: [],
    });
    const again = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: s.user.headers,
      payload: { playerId: s.player.id, trainingProgramId: s.program.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);

    const en = await t.app.inject({
      method: 'GET',
      url: `${BASE}?status=ACTIVE&language=en`,
      headers: s.user.headers,
    });
    expect(en.json()).toHaveLength(1);
    expect(en.json()[0].trainingProgram.title).not.toBe(s.program.title); // sv vs en
  });

  it('makes one subscription out of concurrent creates', async () => {
    const s = await createSubscriber(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: BASE,
          headers: s.user.headers,
          payload: { playerId: s.player.id, trainingProgramId: s.program.id, coupon: null },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await activeSubscriptions(t, s)).toHaveLength(1);
  });

  it("keeps another user's player, subscription and payment method away (403/404)", async () => {
    const owner = await createSubscriber(t);
    const sub = await subscribe(t, owner);
    const other = await createTestUser(t);
    const calls = [
      { method: 'GET', url: `${BASE}?playerId=${owner.player.id}` },
      {
        method: 'POST',
        url: BASE,
        payload: { playerId: owner.player.id, trainingProgramId: owner.program.id },
      },
      { method: 'DELETE', url: `${BASE}/${sub.id}` },
      { method: 'PUT', url: `${BASE}/${sub.id}/resume` },
      {
        method: 'POST',
        url: `${BASE}/enable-billing`,
        payload: { playerId: owner.player.id, subscriptionId: sub.id },
      },
      { method: 'GET', url: `/api/v1/billing/payment-method?playerId=${owner.player.id}` },
      {
        method: 'POST',
        url: '/api/v1/billing/checkout-session',
        payload: { language: 'en', subscriptionId: sub.id, paymentModel: 'MONTHLY' },
      },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: other.headers } as InjectOptions);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    // A user without a player has no subscriptions to list; unknown ids are 404.
    const noPlayer = await t.app.inject({ method: 'GET', url: BASE, headers: other.headers });
    expect(noPlayer.statusCode).toBe(404);
    expect(noPlayer.json().message).toBe('Player not found');
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/00000000-0000-4000-8000-000000000000`,
      headers: owner.user.headers,
    });
    expect(unknown.statusCode).toBe(404);
    // Admins may read any player's subscriptions.
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const read = await t.app.inject({
      method: 'GET',
      url: `${BASE}?playerId=${owner.player.id}`,
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].id).toBe(sub.id);
    const unauthenticated = await t.app.inject({ method: 'GET', url: BASE });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('sells a player their own age group’s program only (a SENIOR player is not sold the U10 one)', async () => {
    const senior = await createSubscriber(t, { ageGroupId: 'SENIOR' });
    const u10 = await createSubscriber(t, { ageGroupId: 'U10' });
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: senior.user.headers,
      payload: { playerId: senior.player.id, trainingProgramId: u10.program.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'trainingProgramId', message: 'This program is not for the player’s age group' },
    ]);
  });

  it('answers 400 with field errors on bad input', async () => {
    const s = await createSubscriber(t);
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: s.user.headers,
      payload: { playerId: 'nope', trainingProgramId: s.program.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('playerId');
    const unknownProgram = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: s.user.headers,
      payload: { playerId: s.player.id, trainingProgramId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownProgram.statusCode).toBe(404);
  });

  it('cancels at the end of the free month and resumes, without billing', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${sub.id}`,
      headers: s.user.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const till = new Date(cancelled.json().availableTill).getTime();
    expect(till - new Date(sub.startDate).getTime()).toBe(30 * DAY);
    expect(cancelled.json().status).toBe('ACTIVE');
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${sub.id}/resume`,
      headers: s.user.headers,
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().availableTill).toBeNull();
  });

  it('runs create → pay → cancel → resume → end of period → ENDED → subscribe again without a second free month', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'YEARLY' });
    const paid = await postCard(t, checkout.url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/account?subscription_state=successful`);

    const [billed] = await activeSubscriptions(t, s);
    expect(billed).toMatchObject({
      id: sub.id,
      billingEnabled: true,
      paymentModel: 'YEARLY',
      yearlyPaidOff: false,
    });
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payment-method?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    expect(card.json()).toEqual({ brand: 'visa', lastFourDigits: '4242' });

    const cancelled = (
      await t.app.inject({ method: 'DELETE', url: `${BASE}/${sub.id}`, headers: s.user.headers })
    ).json();
    const freeMonthEnd = new Date(cancelled.availableTill).getTime();
    expect(Math.abs(freeMonthEnd - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const resumed = (
      await t.app.inject({ method: 'PUT', url: `${BASE}/${sub.id}/resume`, headers: s.user.headers })
    ).json();
    expect(resumed.availableTill).toBeNull();
    expect(resumed.billingEnabled).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${sub.id}`, headers: s.user.headers });

    // The job a day after the period: the provider ends it, the subscription is ENDED.
    const report = await runSubscriptionJob(serviceContext(t.app), new Date(freeMonthEnd + DAY));
    expect(report.providerEvents).toBeGreaterThanOrEqual(1);
    expect(await activeSubscriptions(t, s)).toEqual([]);
    const all = (await t.app.inject({ method: 'GET', url: BASE, headers: s.user.headers })).json();
    expect(all[0]).toMatchObject({ id: sub.id, status: 'ENDED' });

    const next = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: s.user.headers,
      payload: { playerId: s.player.id, trainingProgramId: s.program.id, coupon: null },
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(sub.id);
    // No free month this time: the page says what is paid today and the year is paid off at once.
    const second = await startCheckout(t, s, next.json().id, { paymentModel: 'YEARLY' });
    const page = await t.app.inject({ method: 'GET', url: second.url });
    expect(page.body).not.toContain('First month free');
    expect(page.body).toContain('You pay SEK 995 / year today.');
    expect((await postCard(t, second.url, '4242424242424242')).statusCode).toBe(303);
    const [renewed] = await activeSubscriptions(t, s);
    expect(renewed).toMatchObject({ id: next.json().id, billingEnabled: true, yearlyPaidOff: true });
  });

  it('ends a cancelled subscription on read, between two job runs', async () => {
    const s = await createSubscriber(t);
    const first = await subscribe(t, s);
    // Without billing and with the free month spent, a cancel ends the subscription at once.
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${first.id}`, headers: s.user.headers });
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 31 * DAY));
    const second = await subscribe(t, s);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${second.id}`,
      headers: s.user.headers,
    });
    expect(cancelled.json().status).toBe('ENDED');
    expect(await activeSubscriptions(t, s)).toEqual([]);
    const resume = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${second.id}/resume`,
      headers: s.user.headers,
    });
    expect(resume.statusCode).toBe(409);
  });

  it('enables billing on the saved card, with the payment model from the body', async () => {
    const s = await createSubscriber(t);
    const first = await subscribe(t, s);
    const none = await t.app.inject({
      method: 'POST',
      url: `${BASE}/enable-billing`,
      headers: s.user.headers,
      payload: { playerId: s.player.id, subscriptionId: first.id, paymentModel: 'MONTHLY' },
    });
    expect(none.statusCode).toBe(409);
    const noCard = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payment-method?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    expect(noCard.statusCode).toBe(404);

    const checkout = await startCheckout(t, s, first.id, { paymentModel: 'MONTHLY' });
    await postCard(t, checkout.url, '4242424242424242');
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${first.id}`, headers: s.user.headers });
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 31 * DAY));
    const second = await subscribe(t, s);
    const enabled = await t.app.inject({
      method: 'POST',
      url: `${BASE}/enable-billing`,
      headers: s.user.headers,
      payload: { playerId: s.player.id, subscriptionId: second.id, paymentModel: 'YEARLY' },
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      id: second.id,
      billingEnabled: true,
      paymentModel: 'YEARLY',
      yearlyPaidOff: true,
    });
    const repeat = await t.app.inject({
      method: 'POST',
      url: `${BASE}/enable-billing`,
      headers: s.user.headers,
      payload: { playerId: s.player.id, subscriptionId: second.id },
    });
    expect(repeat.statusCode).toBe(200);
  });
});
