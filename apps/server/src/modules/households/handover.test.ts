import { describe, expect, it } from 'vitest';
import { bearer, passwordLogin } from '../../test/account-helpers.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { bornYearsAgo, useAppWithMail } from '../../test/privacy-helpers.ts';

const { t, sink } = await useAppWithMail();

const handoverToken = (text: string) => /household\/handover\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('growing up: the hand-over at 16', () => {
  it('the payer mails a 16-year-old a link; the player sets a password, signs in by e-mail and acts alone; guardians still read', async () => {
    const anna = await createGuardian(t);
    const child = await addChild(t, anna, { firstName: 'Ida', dateOfBirth: bornYearsAgo(16) });
    const username = `ida${child.playerId.slice(0, 6)}`;
    await call(t, 'PUT', `/api/v1/household/children/${child.playerId}/login`, anna.headers, {
      username,
      pin: '402918',
    });
    const email = `ida-${child.playerId.slice(0, 8)}@example.test`;

    const started = await call(
      t,
      'POST',
      `/api/v1/household/children/${child.playerId}/handover`,
      anna.headers,
      {
        email,
        language: 'sv',
      },
    );
    expect(started.statusCode, started.body).toBe(202);
    const mail = await sink.waitForMail(email);
    expect(mail.subject).toBe('Ditt konto hos Football Academy är ditt nu');
    const token = handoverToken(mail.text);

    const accept = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/household/handover', payload: { token, password } });
    expect((await accept('x')).statusCode).toBe(400);
    expect((await accept('my-own-password-16')).statusCode).toBe(204);
    expect((await accept('my-own-password-16')).statusCode).toBe(400);

    expect((await passwordLogin(t, username, '402918')).statusCode).toBe(400);
    const login = await passwordLogin(t, email, 'my-own-password-16');
    expect(login.statusCode, login.body).toBe(200);
    const own = bearer(login.json().access_token);
    expect((await call(t, 'GET', '/api/v1/user/export', own)).statusCode).toBe(200);

    const read = await call(
      t,
      'GET',
      `/api/v1/player-training-program-subscription?playerId=${child.playerId}`,
      anna.headers,
    );
    expect(read.statusCode).toBe(200);
    const pay = await call(t, 'GET', `/api/v1/billing/payments?playerId=${child.playerId}`, anna.headers);
    expect(pay.statusCode).toBe(403);
    expect(pay.json().message).toBe('Only the payer can do this');
  });

  it('answers 403 under 16', async () => {
    const anna = await createGuardian(t);
    const child = await addChild(t, anna, { dateOfBirth: bornYearsAgo(15) });
    const res = await call(t, 'POST', `/api/v1/household/children/${child.playerId}/handover`, anna.headers, {
      email: 'young@example.test',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('A child takes over their account from 16');
  });
});
