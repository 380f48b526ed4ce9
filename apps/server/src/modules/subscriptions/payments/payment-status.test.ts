import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../../test/privacy-helpers.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { createSubscriber, postCard, startCheckout, subscribe } from '../../../test/billing-helpers.ts';
import { runSubscriptionJob } from '../subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const BASE = '/api/v1/player-training-program-subscription';

const { t, sink } = await useAppWithMail();

describe('failed payments, the card page, receipts and the plan switch (sandbox, chosen clock)', () => {
  it('PAST_DUE with a mail and 7 days of training, then UNPAID (402), then PAID again with a new card; receipts; switch', async () => {
    const s = await createSubscriber(t);
    const email = s.user.user.email;
    const sub = await subscribe(t, s);
    const before = sink.mails.length;
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    const paidAt = Date.now();
    // Card 0341 attaches in the free month…
    expect((await postCard(t, checkout.url, '4000 0000 0000 0341')).statusCode).toBe(303);
    const confirmation = await sink.nextMail(email, before);
    expect(confirmation.subject).toContain('Your subscription to');
    expect(confirmation.text).toContain('SEK 99');

    const read = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${BASE}?status=ACTIVE`,
        headers: s.user.headers,
      });
      return res.json()[0];
    };
    expect(await read()).toMatchObject({
      paymentStatus: 'TRIAL',
      billingEnabled: true,
      paymentModel: 'MONTHLY',
    });

    // …and the first charge after it fails.
    const renewal = new Date(paidAt + 30 * DAY + 60_000);
    const mailsBefore = sink.mails.length;
    await runSubscriptionJob(serviceContext(t.app), renewal);
    const pastDue = await read();
    expect(pastDue.paymentStatus).toBe('PAST_DUE');
    expect(new Date(pastDue.graceEndsAt).getTime()).toBe(renewal.getTime() + 7 * DAY);
    expect(pastDue.nextChargeAt).toBeNull();
    const failed = await sink.nextMail(email, mailsBefore);
    expect(failed.subject).toBe('Your payment did not go through');
    expect(failed.text).toContain('SEK 99');
    expect(failed.text).toContain(`${t.config.publicUrl}/account`);

    // Training goes on during the grace period…
    const train = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/training-program/player-training-program',
        headers: s.user.headers,
        payload: { playerTrainingProgramSubscriptionId: sub.id },
      });
    expect((await train()).statusCode).toBe(201);
    await runSubscriptionJob(serviceContext(t.app), new Date(renewal.getTime() + 6 * DAY));
    expect((await read()).paymentStatus).toBe('PAST_DUE');
    // …and pauses after it.
    await runSubscriptionJob(serviceContext(t.app), new Date(renewal.getTime() + 7 * DAY + 60_000));
    expect((await read()).paymentStatus).toBe('UNPAID');
    const paused = await train();
    expect(paused.statusCode).toBe(402);
    expect(paused.json().message).toContain('update your card');
    // The same failure twice sends no second mail.
    expect(sink.mails.filter((m) => m.to.includes(email) && m.subject === failed.subject)).toHaveLength(1);

    // The card page: another failing card is refused, a good one pays what is overdue.
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal-session',
      headers: s.user.headers,
      payload: { playerId: s.player.id, returnURL: '/account', language: 'en' },
    });
    expect(portal.statusCode, portal.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: portal.json().url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Visa •••• 0341');
    // The page says what is due and what the button does with it.
    expect(page.body).toContain('<dt>Due now</dt><dd><strong>SEK 99</strong></dd>');
    expect(page.body).toContain('Save the card and pay SEK 99</button>');
    const stillFailing = await postCard(t, portal.json().url, '4000000000000341');
    expect(stillFailing.statusCode).toBe(303);
    expect((await read()).paymentStatus).toBe('UNPAID');
    const receiptMails = sink.mails.length;
    const fixed = await postCard(t, portal.json().url, '4242424242424242');
    expect(fixed.statusCode).toBe(303);
    expect(fixed.headers.location).toBe(`${t.config.publicUrl}/account`);
    expect(await read()).toMatchObject({ paymentStatus: 'PAID', graceEndsAt: null });
    expect((await train()).statusCode).toBe(200);
    // Nothing is due any more: the card page only saves a card.
    const paidPage = await t.app.inject({ method: 'GET', url: portal.json().url });
    expect(paidPage.body).not.toContain('Due now');
    expect(paidPage.body).toContain('Save the card</button>');
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payment-method?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    expect(card.json()).toEqual({ brand: 'visa', lastFourDigits: '4242' });

    // The receipt: listed, mailed, printable.
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payments?playerId=${s.player.id}&language=sv`,
      headers: s.user.headers,
    });
    expect(payments.statusCode).toBe(200);
    expect(payments.json()).toEqual([
      {
        id: expect.any(String),
        amount: 9900,
        currency: 'SEK',
        label: '99 kr',
        paidAt: expect.any(String),
        description: expect.stringContaining('månadsplan'),
        receiptUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/receipts\/[\w-]{20,}$/),
        refunds: [],
        refundedAmount: 0,
      },
    ]);
    const receiptMail = await sink.nextMail(email, receiptMails);
    expect(receiptMail.subject).toContain('Receipt: SEK 99');
    const receiptPage = await t.app.inject({
      method: 'GET',
      url: new URL(payments.json()[0].receiptUrl).pathname,
    });
    expect(receiptPage.statusCode).toBe(200);
    expect(receiptPage.body).toContain('SEK 99');
    expect(receiptPage.body).toContain(email);
    // The card that paid (the new one), the seller and the VAT included.
    expect(receiptPage.body).toContain('Paid by card: Visa •••• 4242.');
    expect(receiptPage.body).toContain('Football Academy Sverige AB, Sweden');
    expect(receiptPage.body).toContain('Of which VAT (25 %): SEK 19.80');
    expect(receiptPage.body).toContain(`href="${t.config.publicUrl}/account"`);
    // Opened from the console's user page: its link leads back there.
    const fromConsole = await t.app.inject({
      method: 'GET',
      url: `${new URL(payments.json()[0].receiptUrl).pathname}?consoleUser=${s.user.user.id}`,
    });
    expect(fromConsole.body).toContain(`href="${t.config.publicUrl}/admin/users/${s.user.user.id}"`);

    // Another user sees neither the payments nor the card page.
    const other = await createSubscriber(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payments?playerId=${s.player.id}`,
      headers: other.user.headers,
    });
    expect(theirs.statusCode).toBe(403);

    // Switch to yearly: the proration is shown first, then charged once (two taps).
    const preview = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${sub.id}/payment-model`,
      headers: s.user.headers,
      payload: { paymentModel: 'YEARLY' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // The period paid just now is unused: all of it is credited.
    expect(preview.json()).toMatchObject({
      switched: false,
      amountDueNow: 89600,
      credit: 9900,
      label: '896 kr',
    });
    expect(preview.json().subscription.paymentModel).toBe('MONTHLY');
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'PUT',
          url: `${BASE}/${sub.id}/payment-model`,
          headers: s.user.headers,
          payload: { paymentModel: 'YEARLY', confirm: true },
        }),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const after = await read();
    expect(after).toMatchObject({ paymentModel: 'YEARLY', paymentStatus: 'PAID', yearlyPaidOff: true });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payments?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    expect(list.json().map((p: { label: string }) => p.label)).toEqual(['896 kr', '99 kr']);

    // Back to monthly at once: the unused year is credited; what the first month does not use
    // stays as credit and pays the next months, so the card is not charged for them.
    const back = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${sub.id}/payment-model`,
      headers: s.user.headers,
      payload: { paymentModel: 'MONTHLY', confirm: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ switched: true, amountDueNow: 0 });
    expect(back.json().credit).toBeGreaterThan(99000);
    const balance = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select credit_balance from sandbox_subscriptions where subscription_id = ${sub.id}`,
      )) as unknown as { rows: { credit_balance: number }[] };
      return rows[0]!.credit_balance;
    };
    const left = await balance();
    expect(left).toBe(back.json().credit - 9900);
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 32 * DAY));
    expect(await balance()).toBe(left - 9900);
    expect((await read()).paymentStatus).toBe('PAID');
  });

  it('refuses the card page before any checkout, and a plan switch without billing (409)', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal-session',
      headers: s.user.headers,
      payload: { playerId: s.player.id },
    });
    expect(portal.statusCode).toBe(409);
    const switchPlan = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${sub.id}/payment-model`,
      headers: s.user.headers,
      payload: { paymentModel: 'YEARLY' },
    });
    expect(switchPlan.statusCode).toBe(409);
  });

  it('renews a period whose end was written by SQL with microseconds (charged once, a receipt)', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, checkout.url, '4242 4242 4242 4242')).statusCode).toBe(303);
    const { rows } = (await t.database.db.execute(
      sql`update sandbox_subscriptions set current_period_end = now() - interval '1 minute 0.000123 seconds'
        where subscription_id = ${sub.id} returning current_period_end as ends`,
    )) as unknown as { rows: { ends: string | Date }[] };
    expect(rows).toHaveLength(1);
    const now = new Date();
    await runSubscriptionJob(serviceContext(t.app), now);
    await runSubscriptionJob(serviceContext(t.app), now);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/payments?playerId=${s.player.id}`,
      headers: s.user.headers,
    });
    expect(list.json()).toHaveLength(1);
    const { rows: after } = (await t.database.db.execute(
      sql`select current_period_end > now() as renewed from sandbox_subscriptions where subscription_id = ${sub.id}`,
    )) as unknown as { rows: { renewed: boolean }[] };
    expect(after[0]!.renewed).toBe(true);
  });
});
