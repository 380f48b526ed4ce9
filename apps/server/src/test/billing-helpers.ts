import Stripe from 'stripe';
import type { Payment, Subscription, TrainingProgram } from '@academy/contract';
import { expect } from 'vitest';
import { createTestUser, type TestUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { createTestPlayer } from './player-factory.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

export interface Subscriber {
  user: TestUser;
  player: { id: string; userId: string; ageGroupId: string };
  program: TrainingProgram;
}

/** A user with a player (U12 by default) and the PUBLIC program of the player's age group. */
export async function createSubscriber(
  t: TestApp,
  options: {
    language?: 'en' | 'sv' | 'fr' | 'pt';
    ageGroupId?: string;
    location?: NonNullable<Parameters<typeof createTestPlayer>[2]>['location'];
  } = {},
): Promise<Subscriber> {
  const user = await createTestUser(t, { language: options.language });
  const player = await createTestPlayer(t, user.user.id, {
    ageGroupId: options.ageGroupId,
    location: options.location,
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/training-program/age-group/${player.ageGroupId}?status=PUBLIC`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return { user, player, program: res.json() };
}

export async function subscribe(t: TestApp, s: Subscriber): Promise<Subscription> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/player-training-program-subscription',
    headers: s.user.headers,
    payload: { playerId: s.player.id, trainingProgramId: s.program.id, coupon: null },
  });
  expect([200, 201]).toContain(res.statusCode);
  return res.json();
}

export async function activeSubscriptions(t: TestApp, s: Subscriber): Promise<Subscription[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/player-training-program-subscription?status=ACTIVE',
    headers: s.user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Starts a checkout; returns the session id and the hosted page path. */
export async function startCheckout(
  t: TestApp,
  s: Subscriber,
  subscriptionId: string,
  options: { paymentModel?: 'MONTHLY' | 'YEARLY'; language?: string } = {},
): Promise<{ sessionId: string; url: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/checkout-session',
    headers: s.user.headers,
    payload: {
      language: options.language ?? 'en',
      subscriptionId,
      paymentModel: options.paymentModel ?? 'YEARLY',
      callBackSuccessURL: `${t.config.publicUrl}/account?subscription_state=successful`,
      callBackCancelURL: `${t.config.publicUrl}/account?subscription_state=unsuccessful`,
      coupon: null,
      metaData: { event: 'test' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Posts the sandbox page's form like a browser does. */
export function postCard(t: TestApp, url: string, cardNumber: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123', ...extra }).toString(),
  });
}

/**
 * A subscriber on the sandbox in the free month of a monthly plan: subscribed, and the checkout paid
 * with the 4242… card (the free month starts there); `subscription` as it was subscribed.
 */
export async function sandboxSubscriber(
  t: TestApp,
  options: Parameters<typeof createSubscriber>[1] = {},
): Promise<Subscriber & { subscription: Subscription }> {
  const s = await createSubscriber(t, options);
  const subscription = await subscribe(t, s);
  const checkout = await startCheckout(t, s, subscription.id, { paymentModel: 'MONTHLY' });
  expect((await postCard(t, checkout.url, '4242 4242 4242 4242')).statusCode).toBe(303);
  return { ...s, subscription };
}

/** The player's payments as `viewer` (the player, their guardian or an admin) reads them. */
export async function paymentsOf(t: TestApp, viewer: TestUser, s: Subscriber): Promise<Payment[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/billing/payments?playerId=${s.player.id}`,
    headers: viewer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';

/** The configuration that points the server's Stripe SDK at the local stand-in. */
export const stripeEnv = (standIn: { url: string }) => ({
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: standIn.url,
});

/** A test app billing through a fresh local Stripe stand-in (`env` adds settings); `close` stops both. */
export async function buildStripeTestApp(env: Record<string, string> = {}) {
  const stripe = await startStripeStandIn();
  const t = await buildTestApp({ env: { ...stripeEnv(stripe), ...env } });
  const close = async () => {
    await t.close();
    await stripe.close();
  };
  return { t, stripe, close };
}

const stripeSigner = new Stripe('sk_test_signer');
let stripeEventCounter = 0;

/** Posts a Stripe-signed event to the webhook, as Stripe does. */
export function sendStripeEvent(
  t: TestApp,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
) {
  stripeEventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${stripeEventCounter}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = stripeSigner.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

/**
 * A new subscriber who paid the monthly plan on Stripe's page (the local stand-in), and the webhook
 * that says so: the subscription runs on Stripe.
 */
export async function subscribeOnStripe(t: TestApp, stripe: StripeStandIn) {
  const s = await createSubscriber(t);
  const sub = await subscribe(t, s);
  const { sessionId } = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
  const remote = stripe.completeCheckout(sessionId);
  await sendStripeEvent(t, 'checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    subscription: remote.id,
  });
  return { s, sub, remote };
}
