import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../../lib/totp.ts';
import { nextIp, tokenCall } from '../../test/account-helpers.ts';
import { clientAuthHeader, createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { TOKEN_LIMITS } from './auth.routes.ts';

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('sign-in throttling under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const login = (username: string, password: string, ip: string, extra: Record<string, string> = {}) =>
    tokenCall(t, { grant_type: 'password', username, password, scope: 'read write', ...extra }, ip);

  it('40 parallel wrong passwords from one address: exactly the limit are checked, the rest 429', async () => {
    const victim = await createTestUser(t, { password: 'victim-pass-1' });
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(victim.user.email, `wrong-${i}`, ip)),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      400: TOKEN_LIMITS.perAccountAndAddress.max,
      429: 40 - TOKEN_LIMITS.perAccountAndAddress.max,
    });
    const throttled = answers.find((r) => r.statusCode === 429)!;
    expect(throttled.json().error).toBe('too_many_requests');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(60);
    // Only the checked ones reached the audit trail (the throttled ones are logged, not stored).
    expect(t.logs().match(/sign-in attempt throttled/g)?.length).toBeGreaterThanOrEqual(35);
  });

  it('40 parallel wrong passwords from 40 addresses: the account limit holds; the owner’s usual address still signs in', async () => {
    const owner = await createTestUser(t, { password: 'owner-pass-1' });
    const home = nextIp();
    expect((await login(owner.user.email, 'owner-pass-1', home)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(owner.user.email, `spray-${i}`, nextIp())),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      400: TOKEN_LIMITS.perAccountFromNewAddresses.max,
      429: 40 - TOKEN_LIMITS.perAccountFromNewAddresses.max,
    });
    // A new address is throttled for this account now; the owner at home is not.
    expect((await login(owner.user.email, 'owner-pass-1', nextIp())).statusCode).toBe(429);
    expect((await login(owner.user.email, 'owner-pass-1', home)).statusCode).toBe(200);
    // The owner's own mistakes at home count on their own budget, and a success clears it.
    for (let i = 0; i < 4; i++)
      expect((await login(owner.user.email, `typo-${i}`, home)).statusCode).toBe(400);
    expect((await login(owner.user.email, 'owner-pass-1', home)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(owner.user.email, `typo-${i}`, home)).statusCode).toBe(400);
    expect((await login(owner.user.email, 'owner-pass-1', home)).statusCode).toBe(429);
  });

  it('an e-mail and a phone number of one account share one count', async () => {
    const user = await createTestUser(t, {
      password: 'both-names-1',
      phone: { countryCode: '+46', number: '701112233' },
    });
    const ip = nextIp();
    for (const name of [
      user.user.email,
      '+46701112233',
      user.user.email.toUpperCase(),
      '+46 70 111 22 33',
      user.user.email,
    ]) {
      expect((await login(name, 'nope-nope', ip)).statusCode).toBe(400);
    }
    expect((await login('+46701112233', 'both-names-1', ip)).statusCode).toBe(429);
    expect((await login(user.user.email, 'both-names-1', ip)).statusCode).toBe(429);
  });

  it('keys on the client address from X-Forwarded-For only behind TRUST_PROXY', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const user = await createTestUser(proxied, { password: 'proxied-pass' });
      const call = (app: TestApp, forwardedFor: string, password: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/oauth/token',
          headers: {
            ...clientAuthHeader(app),
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': forwardedFor,
          },
          payload: new URLSearchParams({
            grant_type: 'password',
            username: user.user.email,
            password,
          }).toString(),
          remoteAddress: '127.0.0.1',
        });
      for (let i = 0; i < 5; i++) expect((await call(proxied, '203.0.113.7', `x-${i}`)).statusCode).toBe(400);
      expect((await call(proxied, '203.0.113.7', 'proxied-pass')).statusCode).toBe(429);
      expect((await call(proxied, '198.51.100.9', 'proxied-pass')).statusCode).toBe(200);

      // Without TRUST_PROXY the header is someone's text: every value is the same proxy address.
      const direct = await createTestUser(t, { password: 'direct-pass' });
      const directCall = (forwardedFor: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/oauth/token',
          headers: {
            ...clientAuthHeader(t),
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': forwardedFor,
          },
          payload: new URLSearchParams({
            grant_type: 'password',
            username: direct.user.email,
            password,
          }).toString(),
          remoteAddress: '192.0.2.50',
        });
      for (let i = 0; i < 5; i++) expect((await directCall(`10.9.9.${i}`, `y-${i}`)).statusCode).toBe(400);
      expect((await directCall('10.9.9.99', 'direct-pass')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('a recovery code signs in once, even when sent twice at the same moment', async () => {
    const user = await createTestUser(t, { password: 'recovery-pass' });
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: user.headers, payload });
    const { key } = (
      await put('/api/v1/user/enable-2fa', { id: user.user.id, enabled: true, password: 'recovery-pass' })
    ).json();
    const confirmed = await put('/api/v1/user/enable-2fa/confirm', {
      id: user.user.id,
      code: generateTotp(key),
    });
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [a, b] = await Promise.all([
      login(user.user.email, 'recovery-pass', nextIp(), { code: codes[0]! }),
      login(user.user.email, 'recovery-pass', nextIp(), { code: codes[0]!.toUpperCase() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    // Typed without the dash and in capitals, another one works.
    const other = codes[1]!.replace('-', '').toUpperCase();
    expect((await login(user.user.email, 'recovery-pass', nextIp(), { code: other })).statusCode).toBe(200);
    expect((await login(user.user.email, 'recovery-pass', nextIp(), { code: other })).statusCode).toBe(400);
    // A second confirmation cannot mint new codes.
    expect(
      (await put('/api/v1/user/enable-2fa/confirm', { id: user.user.id, code: '123456' })).statusCode,
    ).toBe(409);
  });
});
