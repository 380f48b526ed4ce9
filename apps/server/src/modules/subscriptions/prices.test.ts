import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, sandboxSubscriptions } from '../../db/schema/index.ts';
import {
  activeSubscriptions,
  createSubscriber,
  postCard,
  startCheckout,
  sendStripeEvent,
  subscribe,
  buildStripeTestApp,
} from '../../test/billing-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { LAGOS } from '../../test/player-factory.ts';
import type { StripeStandIn } from '../../test/stripe-stand-in.ts';

const AFRICA_FEES = [
  { type: 'MONTHLY', amount: 900, currency: 'SEK', region: 'AFRICA', label: '1 $' },
  { type: 'YEARLY', amount: 9900, currency: 'SEK', region: 'AFRICA', label: '10 $' },
];
const DEFAULT_FEES = [
  { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
  { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
];

describe('regional prices: the price shown is the price charged (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('decides the region from the country of the profile’s location', async () => {
    const lagos = await createSubscriber(t, { location: LAGOS });
    const stockholm = await createSubscriber(t);
    const cairo = await createSubscriber(t, {
      location: { city: 'Cairo', country: 'Egypt', latitude: 30.04, longitude: 31.24 },
    });
    const madrid = await createSubscriber(t, {
      location: { city: 'Madrid', country: 'Spain', latitude: 40.42, longitude: -3.7 },
    });
    expect((await subscribe(t, lagos)).trainingProgram.fees).toEqual(AFRICA_FEES);
    expect((await subscribe(t, cairo)).trainingProgram.fees).toEqual(AFRICA_FEES);
    expect((await subscribe(t, stockholm)).trainingProgram.fees).toEqual(DEFAULT_FEES);
    expect((await subscribe(t, madrid)).trainingProgram.fees).toEqual(DEFAULT_FEES);
  });

  it('states the region’s real charge on the sandbox checkout (SEK 9, not “1 $”) and charges it', async () => {
    const s = await createSubscriber(t, { location: LAGOS });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.body).toContain('SEK 9 / month');
    expect(page.body).not.toContain('1 $');
    // 4000 0056 6000 0008 is issued in Nigeria: the AFRICA fee may be taken from it.
    expect((await postCard(t, checkout.url, '4000005660000008')).statusCode).toBe(303);
    const [row] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.subscriptionId, sub.id));
    expect(row).toMatchObject({ amount: 900, currency: 'SEK', paymentModel: 'MONTHLY' });
  });
});

/** Trust, round 3: the region is fixed at the first payment step from the card's issuing country. */
describe('the fee follows the card (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const moveProfile = (playerId: string, to: { latitude: number; longitude: number }) =>
    t.database.db
      .update(players)
      .set({ locationLatitude: to.latitude, locationLongitude: to.longitude })
      .where(eq(players.id, playerId));
  const feesNow = async (s: Awaited<ReturnType<typeof createSubscriber>>) =>
    (await activeSubscriptions(t, s))[0]!.trainingProgram.fees;

  it('refuses the AFRICA fee on a card issued elsewhere, says why, and takes the standard fee instead', async () => {
    const s = await createSubscriber(t, { location: LAGOS });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'YEARLY' });
    const refused = await postCard(t, checkout.url, '4242424242424242');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('This card was issued outside Africa');
    expect(refused.body).toContain('Pay the standard fee with this card: SEK 995 / year');
    const [none] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.subscriptionId, sub.id));
    expect(none).toBeUndefined();

    const paid = await postCard(t, checkout.url, '4242424242424242', { standardFee: 'yes' });
    expect(paid.statusCode).toBe(303);
    const [row] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.subscriptionId, sub.id));
    expect(row).toMatchObject({ amount: 99500, currency: 'SEK', priceRegion: 'DEFAULT', cardCountry: 'SE' });
    expect(await feesNow(s)).toEqual(DEFAULT_FEES);
  });

  it('a Nigerian card keeps the AFRICA fee, and moving the profile never changes a running subscription’s fee', async () => {
    const lagos = await createSubscriber(t, { location: LAGOS });
    const lagosSub = await subscribe(t, lagos);
    const lagosCheckout = await startCheckout(t, lagos, lagosSub.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, lagosCheckout.url, '4000005660000008')).statusCode).toBe(303);
    await moveProfile(lagos.player.id, { latitude: 59.3293, longitude: 18.0686 });
    expect(await feesNow(lagos)).toEqual(AFRICA_FEES);

    // The review's trick: move to Lagos, pay 99 kr a year, move back. The Swedish card pays 995 kr.
    const stockholm = await createSubscriber(t);
    const stockholmSub = await subscribe(t, stockholm);
    await moveProfile(stockholm.player.id, LAGOS);
    const trick = await startCheckout(t, stockholm, stockholmSub.id, { paymentModel: 'YEARLY' });
    expect((await postCard(t, trick.url, '4242424242424242')).body).toContain('issued outside Africa');
    expect((await postCard(t, trick.url, '4242424242424242', { standardFee: 'yes' })).statusCode).toBe(303);
    await moveProfile(stockholm.player.id, { latitude: 59.3293, longitude: 18.0686 });
    await moveProfile(stockholm.player.id, LAGOS);
    expect(await feesNow(stockholm)).toEqual(DEFAULT_FEES);
  });
});

describe('regional prices with Stripe (local stand-in)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await buildStripeTestApp());
  });
  afterAll(() => close());

  it('a Stripe checkout at the AFRICA fee paid with a card from elsewhere moves to the standard fee before any charge', async () => {
    const s = await createSubscriber(t, { location: LAGOS });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'YEARLY' });
    const paid = stripe.completeCheckout(checkout.sessionId, { brand: 'visa', last4: '4242', country: 'SE' });
    expect(paid.status).toBe('trialing');
    const event = await sendStripeEvent(t, 'checkout.session.completed', {
      id: checkout.sessionId,
      object: 'checkout.session',
      subscription: paid.id,
    });
    expect(event.statusCode, event.body).toBe(200);
    const remote = stripe.subscriptions.get(paid.id)!;
    expect(remote.items.data[0].price.unit_amount).toBe(99500);
    expect(remote.metadata.priceRegion).toBe('DEFAULT');
    expect((await activeSubscriptions(t, s))[0]!.trainingProgram.fees).toEqual(DEFAULT_FEES);

    const nigerian = await createSubscriber(t, { location: LAGOS });
    const nigerianSub = await subscribe(t, nigerian);
    const ok = await startCheckout(t, nigerian, nigerianSub.id, { paymentModel: 'YEARLY' });
    const kept = stripe.completeCheckout(ok.sessionId, { brand: 'visa', last4: '0008', country: 'NG' });
    await sendStripeEvent(t, 'checkout.session.completed', {
      id: ok.sessionId,
      object: 'checkout.session',
      subscription: kept.id,
    });
    expect(stripe.subscriptions.get(kept.id)!.items.data[0].price.unit_amount).toBe(9900);
    expect((await activeSubscriptions(t, nigerian))[0]!.trainingProgram.fees).toEqual(AFRICA_FEES);
  });

  it('opens Checkout with a Stripe price of the region’s amount', async () => {
    const s = await createSubscriber(t, { location: LAGOS });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'YEARLY' });
    const session = stripe.sessions.get(checkout.sessionId)!;
    const price = stripe.prices.get(session.params.line_items['0'].price)!;
    expect(price).toMatchObject({ unit_amount: 9900, currency: 'sek' });
    expect(price.recurring).toMatchObject({ interval: 'year' });

    const home = await createSubscriber(t);
    const homeSub = await subscribe(t, home);
    const homeCheckout = await startCheckout(t, home, homeSub.id, { paymentModel: 'YEARLY' });
    const homeSession = stripe.sessions.get(homeCheckout.sessionId)!;
    expect(stripe.prices.get(homeSession.params.line_items['0'].price)).toMatchObject({ unit_amount: 99500 });
  });
});
