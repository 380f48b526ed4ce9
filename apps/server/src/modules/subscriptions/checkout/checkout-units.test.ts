import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { checkSandboxCard } from '../sandbox/sandbox-checkout.service.ts';
import { formatPrice } from '../mail/format.ts';

// The sandbox on purpose: production refuses it otherwise (api-contract.md "Account security").
const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://academy.example', PAYMENTS: 'sandbox' };

describe('billing configuration', () => {
  it('defaults the return URLs to the account page and runs the job every 5 minutes', () => {
    const config = loadConfig(base);
    expect(config.payments).toEqual({ kind: 'sandbox' });
    expect(config.billing).toEqual({
      returnOrigins: [],
      successUrl: 'https://academy.example/account?subscription_state=successful',
      cancelUrl: 'https://academy.example/account?subscription_state=unsuccessful',
      jobIntervalSeconds: 300,
      sandboxTestClock: false,
    });
    // Not on a public production server (lib/clock.test.ts); elsewhere it opens.
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', SANDBOX_TEST_CLOCK: 'true' }).billing.sandboxTestClock,
    ).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).billing.jobIntervalSeconds).toBe(0);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).billing.returnOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it('reads the Stripe keys, its API host and the allowed return origins', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      CHECKOUT_RETURN_ORIGINS: 'https://club.example/path, http://localhost:5173',
    });
    expect(config.payments).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(config.billing.returnOrigins).toEqual(['https://club.example', 'http://localhost:5173']);
  });

  it('stops start-up on a bad return origin or a lone Stripe key', () => {
    expect(() => loadConfig({ ...base, CHECKOUT_RETURN_ORIGINS: 'ftp://x.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, SUBSCRIPTION_JOB_INTERVAL_SECONDS: '-1' })).toThrow(ConfigError);
  });
});

describe('prices and cards', () => {
  it('writes the real charge per period, the krona named outside Swedish', () => {
    expect(formatPrice(99500, 'SEK', 'YEARLY', 'en')).toBe('SEK 995 / year');
    expect(formatPrice(9900, 'SEK', 'MONTHLY', 'sv')).toBe('99 kr / månad');
    expect(formatPrice(99500, 'SEK', 'YEARLY', 'fr')).toBe('995 SEK / an');
    expect(formatPrice(9900, 'SEK', 'MONTHLY', 'pt')).toBe('99 SEK / mês');
  });

  it('tells the sandbox test cards apart', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(
      checkSandboxCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now).card,
    ).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(checkSandboxCard({ cardNumber: '4000-0000-0000-0002' }, now).errors).toEqual({
      cardNumber: 'declined',
    });
    expect(checkSandboxCard({ cardNumber: '' }, now).errors).toEqual({ cardNumber: 'cardNumberRequired' });
    expect(checkSandboxCard({ cardNumber: '4242424242424242', expiry: '10/26' }, now).errors).toEqual({
      expiry: 'expired',
    });
    expect(checkSandboxCard({ cardNumber: '4242424242424242', expiry: '11/26' }, now).card).toBeDefined();
  });
});
