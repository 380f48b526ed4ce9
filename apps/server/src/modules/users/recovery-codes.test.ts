import { describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import { generateTotp } from '../../lib/totp.ts';
import { passwordLogin } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';

const { t, sink } = await useAppWithMail();

// A mail when a recovery code is used, how many are left, and new ones with the password.
describe('recovery codes', () => {
  async function withTwoFactor(user: TestUser, password: string): Promise<string[]> {
    const started = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/enable-2fa',
      headers: user.headers,
      payload: { id: user.user.id, enabled: true, password },
    });
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/enable-2fa/confirm',
      headers: user.headers,
      payload: { id: user.user.id, code: generateTotp(started.json().key) },
    });
    return confirmed.json().recoveryCodes;
  }
  const left = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/2fa/recovery-codes', headers: user.headers })
    ).json();
  const renew = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/2fa/recovery-codes', headers: user.headers, payload });

  it('mails the owner in their language when a code signs in, counts what is left, and renews them with the password', async () => {
    const user = await createTestUser(t, { password: 'recovery-pass-1', language: 'sv' });
    expect(await left(user)).toEqual({ remaining: 0 });
    expect((await renew(user, { password: 'recovery-pass-1' })).statusCode).toBe(409);
    const codes = await withTwoFactor(user, 'recovery-pass-1');
    expect(await left(user)).toEqual({ remaining: 10 });

    const before = sink.mails.length;
    const signedIn = await passwordLogin(t, user.user.email, 'recovery-pass-1', { code: codes[0]! });
    expect(signedIn.statusCode).toBe(200);
    const mail = await sink.nextMail(user.user.email, before);
    expect(mail.subject).toBe('En återställningskod användes för att logga in');
    expect(mail.text).toContain('du har 9 koder kvar');
    expect(await left(user)).toEqual({ remaining: 9 });

    expect((await renew(user, {})).statusCode).toBe(400);
    const wrong = await renew(user, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    const renewed = await renew(user, { password: 'recovery-pass-1' });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect(await left(user)).toEqual({ remaining: 10 });
    // The old codes stopped working; a new one signs in.
    expect((await passwordLogin(t, user.user.email, 'recovery-pass-1', { code: codes[1]! })).statusCode).toBe(
      400,
    );
    const fresh = renewed.json().recoveryCodes[0];
    expect((await passwordLogin(t, user.user.email, 'recovery-pass-1', { code: fresh })).statusCode).toBe(
      200,
    );
  });
});
