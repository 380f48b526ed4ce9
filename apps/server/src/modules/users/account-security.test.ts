import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import { users, verifications } from '../../db/schema/index.ts';
import { codeIn, nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { clientAuthHeader, createTestUser } from '../../test/factories.ts';

const { t, sink } = await useAppWithMail();

describe('password reset, the NON_VERIFIED gate and the e-mail correction', () => {
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers, remoteAddress: nextIp() });

  it('answers 202 alike for known and unknown addresses; the code resets the password and ends every session', async () => {
    const u = await createTestUser(t, {
      email: 'forgetful@example.test',
      password: 'old-pass-1',
      language: 'fr',
    });
    const unknown = await call('POST', '/api/v1/user/password-reset', { email: 'nobody-here@example.test' });
    const known = await call('POST', '/api/v1/user/password-reset', {
      email: 'Forgetful@Example.test',
      language: 'sv',
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const mail = await sink.waitForMail('forgetful@example.test');
    expect(mail.subject).toBe('Återställ ditt lösenord hos Football Academy');
    const code = codeIn(mail);
    expect(sink.mails.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);

    const wrong = await call('PUT', '/api/v1/user/password-reset', {
      email: 'forgetful@example.test',
      code: code === '000000' ? '111111' : '000000',
      newPassword: 'new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');
    const noAccount = await call('PUT', '/api/v1/user/password-reset', {
      email: 'nobody-here@example.test',
      code,
      newPassword: 'new-pass-1',
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors[0].field).toBe('code');
    // The new password follows the rules: 8 characters, not a common one (the code stays good).
    for (const newPassword of ['short-1', 'sunshine1']) {
      const refused = await call('PUT', '/api/v1/user/password-reset', {
        email: 'forgetful@example.test',
        code,
        newPassword,
      });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json().errors[0].field).toBe('newPassword');
    }

    const ok = await call('PUT', '/api/v1/user/password-reset', {
      email: 'forgetful@example.test',
      code,
      newPassword: 'new-pass-1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user', undefined, u.headers)).statusCode).toBe(401);
    expect((await passwordLogin(t, u.user.email, 'old-pass-1')).statusCode).toBe(400);
    expect((await passwordLogin(t, u.user.email, 'new-pass-1')).statusCode).toBe(200);
    expect((await sink.waitForMail('forgetful@example.test')).subject).toBe(
      'Votre mot de passe a été modifié',
    );
    // The code worked once.
    const again = await call('PUT', '/api/v1/user/password-reset', {
      email: 'forgetful@example.test',
      code,
      newPassword: 'new-pass-2',
    });
    expect(again.statusCode).toBe(400);
    expect(t.logs()).not.toContain(code);
    expect(t.logs()).not.toContain('new-pass-1');
  });

  it('checks exactly five of twenty parallel guesses of a reset code', async () => {
    await createTestUser(t, { email: 'guessed@example.test' });
    await call('POST', '/api/v1/user/password-reset', { email: 'guessed@example.test' });
    const code = codeIn(await sink.waitForMail('guessed@example.test'));
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((g) =>
        call('PUT', '/api/v1/user/password-reset', {
          email: 'guessed@example.test',
          code: g,
          newPassword: 'x-pass-1',
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    // Exactly five tries were taken (counted before each comparison); the fifth wrong one already
    // answers that the code is used up, every other guess never reached a comparison.
    const messages = answers.map((r) => (r.statusCode === 429 ? '429' : r.json().message));
    expect(messages.filter((m) => m === 'Invalid verification code')).toHaveLength(4);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(and(eq(verifications.sendTo, 'guessed@example.test'), eq(verifications.type, 'PASSWORD_RESET')));
    expect(row!.failedAttempts).toBe(5);
    // The right code is dead too now (five tries used).
    const late = await call('PUT', '/api/v1/user/password-reset', {
      email: 'guessed@example.test',
      code,
      newPassword: 'x-pass-1',
    });
    expect(late.statusCode).not.toBe(200);
  });

  it('limits reset mails per address, known or not, with the same 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call('POST', '/api/v1/user/password-reset', { email: 'flood@example.test' })).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('lets a NON_VERIFIED account verify, resend, correct its e-mail, read itself and nothing else', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: clientAuthHeader(t),
      payload: {
        firstName: 'Typo',
        email: 'typo@exmaple.test',
        language: 'pt',
        phoneNumber: { countryCode: '+46', number: '701231231' },
        password: 'typo-pass-1',
      },
      remoteAddress: nextIp(),
    });
    expect(signup.statusCode).toBe(201);
    const me = signup.json();
    const tokens = (await passwordLogin(t, 'typo@exmaple.test', 'typo-pass-1')).json();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await call('GET', '/api/v1/user', undefined, auth)).statusCode).toBe(200);
    const refused = await call('PUT', '/api/v1/user', { id: me.id, role: 'PLAYER' }, auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Account not verified');
    expect(
      (await call('GET', '/api/v1/player-training-program-subscription', undefined, auth)).json().message,
    ).toBe('Account not verified');

    // The correction: the e-mail changes at once and the new code goes to the new address.
    const wrongPassword = await call(
      'POST',
      '/api/v1/verification',
      {
        userId: me.id,
        language: 'pt',
        type: 'CHANGE_USER_ACCOUNT_USERNAME',
        sendEmailTo: 'typo@example.test',
        password: 'nope-nope',
      },
      auth,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const corrected = await call(
      'POST',
      '/api/v1/verification',
      {
        userId: me.id,
        language: 'pt',
        type: 'CHANGE_USER_ACCOUNT_USERNAME',
        sendEmailTo: 'typo@example.test',
        password: 'typo-pass-1',
      },
      auth,
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().id).toBe(me.verificationId);
    const code = codeIn(await sink.waitForMail('typo@example.test'));
    const oldCode = codeIn(await sink.waitForMail('typo@exmaple.test'));
    if (oldCode !== code) {
      expect(
        (await call('PUT', '/api/v1/user/verify', { id: me.verificationId, code: oldCode }, auth)).statusCode,
      ).toBe(400);
    }
    const verified = await call('PUT', '/api/v1/user/verify', { id: me.verificationId, code }, auth);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'ACTIVE', email: 'typo@example.test' });
    expect((await call('PUT', '/api/v1/user', { id: me.id, role: 'PLAYER' }, auth)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.email).toBe('typo@example.test');
  });
});
