import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import { playerTrainingProgramSubscriptions, sandboxSubscriptions } from '../../db/schema/index.ts';
import { serviceContext } from '../../lib/service-context.ts';
import {
  activeSubscriptions,
  createSubscriber,
  postCard,
  type Subscriber,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { LAGOS } from '../../test/player-factory.ts';
import { runSubscriptionJob } from './subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const NIGERIAN_CARD = '4000005660000008';
const SWEDISH_CARD = '4242424242424242';

const { t, sink } = await useAppWithMail();

/**
 * Trust, round 3: a running subscription's price region changes only through the versioned-fee notice
 * (a mail, then the first renewal at least 30 days later); a new card from another region starts it.
 */
describe('a region change takes the 30-day notice path (sandbox)', () => {
  /** A Lagos player on the AFRICA monthly fee (a Nigerian card), in the free month. */
  async function africanSubscriber() {
    const s = await createSubscriber(t, { location: LAGOS, language: 'en' });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    const paidAt = Date.now();
    expect((await postCard(t, checkout.url, NIGERIAN_CARD)).statusCode).toBe(303);
    return { s, sub, trialEnd: paidAt + 30 * DAY };
  }

  async function changeCard(s: Subscriber, card: string) {
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal-session',
      headers: s.user.headers,
      payload: { playerId: s.player.id, returnURL: '/account', language: 'en' },
    });
    expect(portal.statusCode, portal.body).toBe(200);
    expect((await postCard(t, portal.json().url, card)).statusCode).toBe(303);
  }

  const read = async (s: Subscriber) => (await activeSubscriptions(t, s))[0]!;
  const regionOf = async (id: string) =>
    (
      await t.database.db
        .select({ region: playerTrainingProgramSubscriptions.priceRegion })
        .from(playerTrainingProgramSubscriptions)
        .where(eq(playerTrainingProgramSubscriptions.id, id))
    )[0]?.region;
  const charged = async (id: string) =>
    (
      await t.database.db
        .select({ amount: sandboxSubscriptions.amount })
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.subscriptionId, id))
    )[0]?.amount;

  it('a Swedish card on an AFRICA subscription: notice mail, the AFRICA fee until the first renewal ≥ 30 days on, then the standard fee', async () => {
    const { s, sub, trialEnd } = await africanSubscriber();
    const before = sink.mails.length;
    await changeCard(s, SWEDISH_CARD);

    const notice = await sink.nextMail(s.user.user.email, before);
    expect(notice.text).toContain('SEK 9 now, SEK 99 from your renewal on');
    // It says why: the card, not a new price list, with the way back.
    expect(notice.subject).toMatch(/^Your new card changes the price of /);
    expect(notice.text).toContain('was issued in another price region');
    expect(notice.text).toContain('putting back a card from your earlier region keeps today’s fee');
    const during = await read(s);
    expect(during.trainingProgram.fees.find((f) => f.type === 'MONTHLY')?.amount).toBe(900);
    expect(during.nextFees).toEqual([
      expect.objectContaining({ type: 'MONTHLY', amount: 9900, currency: 'SEK' }),
      expect.objectContaining({ type: 'YEARLY', amount: 99500, currency: 'SEK' }),
    ]);
    const from = new Date(during.nextFees[0]!.from);
    expect(from.getTime()).toBeGreaterThanOrEqual(Date.now() + 30 * DAY - 60_000);
    expect(await regionOf(sub.id)).toBe('AFRICA');

    // The free month's end is sooner than 30 days after the notice: that renewal still charges 9 SEK.
    await runSubscriptionJob(serviceContext(t.app), new Date(trialEnd + 60_000));
    expect(await charged(sub.id)).toBe(900);
    expect(await regionOf(sub.id)).toBe('AFRICA');

    // The renewal the notice named charges the standard fee, and the region is the card's from then on.
    await runSubscriptionJob(serviceContext(t.app), new Date(from.getTime() + 60_000));
    expect(await charged(sub.id)).toBe(9900);
    expect(await regionOf(sub.id)).toBe('DEFAULT');
    const after = await read(s);
    expect(after.trainingProgram.fees.find((f) => f.type === 'MONTHLY')?.amount).toBe(9900);
    expect(after.nextFees).toEqual([]);
  }, 90_000);

  it('the card back in the subscription’s own region takes the coming change back', async () => {
    const { s, sub } = await africanSubscriber();
    const before = sink.mails.length;
    await changeCard(s, SWEDISH_CARD);
    await sink.nextMail(s.user.user.email, before);
    expect((await read(s)).nextFees).toHaveLength(2);

    await changeCard(s, NIGERIAN_CARD);
    const back = await read(s);
    expect(back.nextFees).toEqual([]);
    expect(back.trainingProgram.fees.find((f) => f.type === 'MONTHLY')?.amount).toBe(900);
    expect(await regionOf(sub.id)).toBe('AFRICA');
  }, 90_000);
});
