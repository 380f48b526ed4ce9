import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../db/schema/index.ts';
import { createSubscriber, subscribe } from '../../test/billing-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

describe('payments safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('ten parallel checkout calls for one subscription open one checkout; the others are told one is in progress', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/billing/checkout-session',
          headers: s.user.headers,
          payload: { language: 'en', subscriptionId: sub.id, paymentModel: 'MONTHLY' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((c) => c === 200 || c === 409)).toBe(true);
    const inFlight = statuses.filter((c) => c === 200).length;
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.subscriptionId, sub.id));
    // Concurrent calls never both reach the provider: each success ran alone.
    expect(rows).toHaveLength(inFlight);
    // Whatever the interleaving, one checkout is left open (payable): the newer ones replace the older.
    expect(rows.filter((r) => r.status === 'OPEN')).toHaveLength(1);
    const refused = answers.find((r) => r.statusCode === 409);
    if (refused)
      expect(refused.json().message).toBe('A payment for this subscription is already in progress');
  });

  it('limits cancel and resume per caller', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/player-training-program-subscription/${sub.id}`,
        headers: s.user.headers,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((c) => c !== 429 && c < 500)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another player's budget is their own.
    const other = await createSubscriber(t);
    const otherSub = await subscribe(t, other);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player-training-program-subscription/${otherSub.id}`,
      headers: other.user.headers,
    });
    expect(res.statusCode).toBe(200);
  });
});
