import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSubscriptions } from '../../db/schema/index.ts';
import {
  createSubscriber,
  postCard,
  startCheckout,
  subscribe,
  stripeEnv,
} from '../../test/billing-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { LAGOS } from '../../test/player-factory.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';

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

  it('shows the region’s label on the sandbox checkout and charges the region’s amount', async () => {
    const s = await createSubscriber(t, { location: LAGOS });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.body).toContain('1 $ / month');
    expect(page.body).not.toContain('99 kr');
    expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
    const [row] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.subscriptionId, sub.id));
    expect(row).toMatchObject({ amount: 900, currency: 'SEK', paymentModel: 'MONTHLY' });
  });
});

describe('regional prices with Stripe (local stand-in)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp({ env: stripeEnv(stripe) });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
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
