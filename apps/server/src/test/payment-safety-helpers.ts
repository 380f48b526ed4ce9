import { and, eq, ne } from 'drizzle-orm';
import type { CheckoutSessionRequest, Subscription } from '@academy/contract';
import { expect } from 'vitest';
import {
  checkoutSessions,
  payments,
  playerTrainingProgramSubscriptions as subs,
  sandboxSubscriptions,
} from '../db/schema/index.ts';
import { serviceContext } from '../lib/service-context.ts';
import { openCheckout } from '../modules/subscriptions/checkout/checkout.service.ts';
import type { Subscriber } from './billing-helpers.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers.ts';

const BASE = '/api/v1/player-training-program-subscription';

/** Two server instances on one database: what two processes behind a load balancer are. */
export async function buildTwoServers(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const a = await buildTestApp({ database, env });
  const b = await buildTestApp({ database, env });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}

/**
 * The checkout called directly, `n` times at once on the servers, without the subscription's
 * payment turn: as if that lock were lost, to see what the database and the provider's
 * idempotency hold on their own.
 */
export function checkoutsWithoutTurn(instances: TestApp[], n: number, subscriptionId: string) {
  const input = {
    language: 'en',
    subscriptionId,
    paymentModel: 'MONTHLY',
    coupon: null,
  } as CheckoutSessionRequest;
  return Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      openCheckout(serviceContext(instances[i % instances.length]!.app), input),
    ),
  );
}

/** Sends the same request `n` times at once, alternating between the server instances. */
export function atOnce<T>(instances: TestApp[], n: number, send: (t: TestApp) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(instances[i % instances.length]!)));
}

export function checkoutRequest(
  t: TestApp,
  s: Subscriber,
  subscriptionId: string,
  paymentModel: 'MONTHLY' | 'YEARLY' = 'MONTHLY',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/checkout-session',
    headers: s.user.headers,
    payload: { language: 'en', subscriptionId, paymentModel, coupon: null, metaData: { from: 'test' } },
  });
}

export function enableBillingRequest(t: TestApp, s: Subscriber, subscriptionId: string) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/enable-billing`,
    headers: s.user.headers,
    payload: { playerId: s.player.id, subscriptionId, paymentModel: 'MONTHLY' },
  });
}

export function cancelRequest(t: TestApp, s: Subscriber, subscriptionId: string) {
  return t.app.inject({ method: 'DELETE', url: `${BASE}/${subscriptionId}`, headers: s.user.headers });
}

export async function readSubscription(t: TestApp, s: Subscriber, id: string): Promise<Subscription> {
  const res = await t.app.inject({ method: 'GET', url: BASE, headers: s.user.headers });
  const found = (res.json() as Subscription[]).find((x) => x.id === id);
  expect(found).toBeDefined();
  return found!;
}

/**
 * Every answer is a success or the clear 409 of a payment in progress, and every success names one
 * and the same checkout: what two tabs, a double tap or two servers may see.
 */
export function expectOneCheckoutAnswer(answers: { statusCode: number; json(): unknown }[]) {
  for (const res of answers) {
    expect([200, 409]).toContain(res.statusCode);
    if (res.statusCode === 409) {
      expect((res.json() as { message: string }).message).toBe(
        'A payment for this subscription is already in progress',
      );
    }
  }
  const urls = new Set(
    answers.filter((r) => r.statusCode === 200).map((r) => (r.json() as { url: string }).url),
  );
  expect(urls.size).toBe(1);
  return [...urls][0]!;
}

/** The free month is spent: the next checkout or enable-billing charges at once. */
export async function spendFreeMonth(t: TestApp, subscriptionId: string) {
  await t.database.db
    .update(subs)
    // No free month left (trialEndsAt null): since the free month starts at the first checkout, a
    // past end date alone would still give the whole month at that checkout.
    .set({ trialEndsAt: null })
    .where(eq(subs.id, subscriptionId));
}

/** Ends a subscription behind the API's back (as the job would once its time is up). */
export async function endSubscription(t: TestApp, subscriptionId: string) {
  await t.database.db
    .update(subs)
    .set({ status: 'ENDED', endedAt: new Date(), availableTill: new Date() })
    .where(eq(subs.id, subscriptionId));
}

/** What we recorded: checkouts by status, charges, and the sandbox's running subscriptions. */
export async function recorded(t: TestApp, subscriptionId: string) {
  const db = t.database.db;
  const sessions = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.subscriptionId, subscriptionId));
  const charges = await db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
  const sandboxLive = await db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.subscriptionId, subscriptionId),
        ne(sandboxSubscriptions.status, 'canceled'),
      ),
    );
  return {
    open: sessions.filter((r) => r.status === 'OPEN'),
    expired: sessions.filter((r) => r.status === 'EXPIRED'),
    complete: sessions.filter((r) => r.status === 'COMPLETE'),
    charges,
    sandboxLive,
  };
}
