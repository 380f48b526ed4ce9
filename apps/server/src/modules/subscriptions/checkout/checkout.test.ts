import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../../db/schema/index.ts';
import {
  activeSubscriptions,
  createSubscriber,
  postCard,
  startCheckout,
  subscribe,
} from '../../../test/billing-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

describe('billing with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CHECKOUT_RETURN_ORIGINS: 'https://academy.example' } });
  });
  afterAll(() => t.close());

  it('renders the hosted page in Swedish with plan, price, the free month and labelled fields', async () => {
    const s = await createSubscriber(t, { language: 'sv' });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'YEARLY', language: 'sv' });
    expect(checkout.url).toBe(`/sandbox/checkout/${checkout.sessionId}`);
    const page = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' https://academy.example");
    const html = page.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).not.toContain('<script');
    expect(html).toContain(s.program.title);
    expect(html).toContain('Årsvis');
    expect(html).toContain('995 kr / år');
    expect(html).toContain('Första månaden gratis');
    expect(html).toContain('Du betalar ingenting i dag.');
    for (const [id, label] of [
      ['cardNumber', 'Kortnummer'],
      ['expiry', 'Giltigt till (MM/ÅÅ)'],
      ['cvc', 'Säkerhetskod (CVC)'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(html).toContain(
      'href="http://127.0.0.1:3000/account?subscription_state=unsuccessful">Avbryt och gå tillbaka',
    );
    expect(html).toContain('Starta gratismånaden');
  });

  it('shows a declined card on the page again, announced, and leaves the subscription unbilled', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
    const declined = await postCard(t, checkout.url, '4000000000000002');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('role="alert"');
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toMatch(/<input id="cardNumber"[^>]*aria-invalid="true"[^>]*autofocus/);
    expect(declined.body).toContain('aria-describedby="cardNumber-hint cardNumber-error"');
    expect((await activeSubscriptions(t, s))[0]).toMatchObject({ billingEnabled: false, paymentModel: null });

    const wrong = await postCard(t, checkout.url, '1234', { expiry: '13/40', cvc: '1' });
    expect(wrong.body).toContain('Your card number is incorrect.');
    expect(wrong.body).toContain('Enter the expiry date as MM/YY.');
    expect(wrong.body).toContain('Enter the 3 or 4 digit security code.');

    // A scripted caller may post only the card number.
    const paid = await t.app.inject({
      method: 'POST',
      url: checkout.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242',
    });
    expect(paid.statusCode).toBe(303);
    expect((await activeSubscriptions(t, s))[0]).toMatchObject({
      billingEnabled: true,
      paymentModel: 'MONTHLY',
    });

    // The same session cannot pay twice; its page says so.
    const used = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(used.statusCode).toBe(410);
    expect(used.body).toContain('Payment already complete');
    const usedPost = await postCard(t, checkout.url, '4242424242424242');
    expect(usedPost.statusCode).toBe(410);
  });

  it('shows clear pages for unknown and expired sessions', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox/checkout/cs_sb_nope',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="fr">');
    expect(unknown.body).toContain('Lien de paiement introuvable');

    const s = await createSubscriber(t, { language: 'pt' });
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { language: 'pt' });
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, checkout.sessionId));
    const expired = await t.app.inject({ method: 'GET', url: checkout.url });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Link de pagamento expirado');
    expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(410);
  });

  it('accepts callback URLs on the app origin or an allowed origin only', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const post = (success: string, cancel = `${t.config.publicUrl}/account`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/checkout-session',
        headers: s.user.headers,
        payload: {
          language: 'en',
          subscriptionId: sub.id,
          paymentModel: 'MONTHLY',
          callBackSuccessURL: success,
          callBackCancelURL: cancel,
        },
      });
    for (const bad of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://127.0.0.1:3000.evil.example/',
      'https://user@academy.example/',
    ]) {
      const res = await post(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field).toBe('callBackSuccessURL');
    }
    const badCancel = await post(`${t.config.publicUrl}/`, 'https://evil.example');
    expect(badCancel.json().errors[0].field).toBe('callBackCancelURL');
    for (const good of [
      `${t.config.publicUrl}/?is_user_first_signin=true`,
      '/account?subscription_state=successful',
      'https://academy.example/payment-successful',
    ]) {
      expect((await post(good)).statusCode, good).toBe(200);
    }
    const relative = await post('/account?subscription_state=successful');
    const paid = await postCard(t, relative.json().url, '4242424242424242');
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/account?subscription_state=successful`);
  });

  it('refuses a checkout for a billed or ended subscription and for a bad payment model', async () => {
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout-session',
      headers: s.user.headers,
      payload: { language: 'en', subscriptionId: sub.id, paymentModel: 'WEEKLY' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('paymentModel');
    const checkout = await startCheckout(t, s, sub.id);
    await postCard(t, checkout.url, '4242424242424242');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout-session',
      headers: s.user.headers,
      payload: { language: 'en', subscriptionId: sub.id, paymentModel: 'YEARLY' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 400 to webhooks when no Stripe secret is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
  });
});
