import { describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import {
  activeSubscriptions,
  createSubscriber,
  postCard,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { LAGOS } from '../../test/player-factory.ts';
import { runSubscriptionJob } from './subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;

const { t, sink } = await useAppWithMail();

describe('the subscription job: free-month reminder', () => {
  async function billedTrial(
    language: 'en' | 'sv' | 'fr' | 'pt',
    paymentModel: 'MONTHLY' | 'YEARLY',
    location?: typeof LAGOS,
  ) {
    const s = await createSubscriber(t, { language, location });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel, language });
    const paidAt = Date.now();
    // The AFRICA fees are paid with a card issued there (4000 0056 6000 0008, Nigeria).
    const card = location ? '4000005660000008' : '4242424242424242';
    expect((await postCard(t, checkout.url, card)).statusCode).toBe(303);
    return { s, sub, trialEnd: paidAt + 30 * DAY };
  }

  it('mails once, three days before the free month ends, in the user’s language, with amount, date and how to cancel', async () => {
    const fr = await billedTrial('fr', 'MONTHLY');
    const sv = await billedTrial('sv', 'YEARLY');
    const cancelled = await billedTrial('en', 'MONTHLY');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player-training-program-subscription/${cancelled.sub.id}`,
      headers: cancelled.s.user.headers,
    });
    const unbilled = await createSubscriber(t);
    await subscribe(t, unbilled);

    const early = await runSubscriptionJob(serviceContext(t.app), new Date(fr.trialEnd - 4 * DAY));
    expect(early.reminders).toBe(0);

    const due = await runSubscriptionJob(serviceContext(t.app), new Date(fr.trialEnd - 3 * DAY + 60_000));
    expect(due.reminders).toBe(2);
    const mailFr = await sink.waitForMail(fr.s.user.user.email);
    const dateFr = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(fr.trialEnd),
    );
    expect(mailFr.subject).toBe(`Votre mois gratuit se termine le ${dateFr}`);
    expect(mailFr.text).toContain(
      `Le ${dateFr}, 99 SEK seront débités de votre carte pour la formule mensuelle`,
    );
    expect(mailFr.text).toContain(`${t.config.publicUrl}/account`);
    expect(mailFr.text).toContain(`Votre mois gratuit de ${fr.s.program.title} se termine`);
    expect(mailFr.text).toContain(`Résiliez avant le ${dateFr}`);

    const mailSv = await sink.waitForMail(sv.s.user.user.email);
    expect(mailSv.subject).toMatch(/^Din gratismånad tar slut den /);
    expect(mailSv.text).toContain('995 kr');
    expect(mailSv.text).not.toContain('SEK');
    expect(mailSv.text).toContain('årsabonnemanget');
    expect(mailSv.text).toContain(`${t.config.publicUrl}/account`);

    // Once only, also when the job runs again; no mail for a cancelled or an unbilled free month.
    const again = await runSubscriptionJob(serviceContext(t.app), new Date(fr.trialEnd - 2 * DAY));
    expect(again.reminders).toBe(0);
    // (Checkout's confirmation and a cancellation's mail are other mails.)
    const to = sink.mails.filter((m) => m.subject.includes(' 20')).flatMap((m) => m.to);
    expect(to.filter((a) => a === fr.s.user.user.email.toLowerCase())).toHaveLength(1);
    expect(to).not.toContain(cancelled.s.user.user.email.toLowerCase());
    expect(sink.mails.flatMap((m) => m.to)).not.toContain(unbilled.user.user.email.toLowerCase());
  });

  it('states the AFRICA region’s real charge (9 and 99 SEK), never the "1 $"/"10 $" labels', async () => {
    const enMonthly = await billedTrial('en', 'MONTHLY', LAGOS);
    const ptYearly = await billedTrial('pt', 'YEARLY', LAGOS);
    await runSubscriptionJob(serviceContext(t.app), new Date(enMonthly.trialEnd - 3 * DAY + 60_000));

    const en = await sink.waitForMail(enMonthly.s.user.user.email);
    expect(en.text).toContain('your card will be charged SEK 9 for the monthly plan');
    const pt = await sink.waitForMail(ptYearly.s.user.user.email);
    expect(pt.text).toContain('serão cobrados 99 SEK no seu cartão pelo plano anual');
    for (const mail of [en, pt]) {
      expect(mail.text).not.toMatch(/\$| kr/);
    }
  });

  it('charges when the free month is over (sandbox renewal) and keeps the subscription ACTIVE', async () => {
    const yearly = await billedTrial('en', 'YEARLY');
    await runSubscriptionJob(serviceContext(t.app), new Date(yearly.trialEnd + 60_000));
    const [after] = await activeSubscriptions(t, yearly.s);
    expect(after).toMatchObject({
      status: 'ACTIVE',
      billingEnabled: true,
      yearlyPaidOff: true,
      availableTill: null,
    });
  });

  it('the AFRICA plan’s receipt (mail and page) states the 99 SEK really charged, not “10 $”', async () => {
    const yearly = await billedTrial('fr', 'YEARLY', LAGOS);
    await runSubscriptionJob(serviceContext(t.app), new Date(yearly.trialEnd + 60_000));
    const receipt = await sink.waitForMail(yearly.s.user.user.email);
    expect(receipt.subject).toMatch(/^Reçu : 99 SEK pour /);
    expect(receipt.text).toContain('Nous avons reçu 99 SEK pour');
    expect(receipt.text).not.toMatch(/\$| kr/);
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payments?playerId=${yearly.s.player.id}`,
      headers: yearly.s.user.headers,
    });
    const [payment] = payments.json() as { receiptUrl: string }[];
    const page = await t.app.inject({ method: 'GET', url: new URL(payment!.receiptUrl).pathname });
    expect(page.body).toContain('Montant payé: 99 SEK');
    expect(page.body).not.toContain('10 $');
  });
});
