import { describe, expect, it } from 'vitest';
import { bearer, passwordLogin, tokenCall } from '../../test/account-helpers.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

const { t } = await useAppWithMail();

const setLogin = (headers: { authorization: string }, playerId: string, body: object) =>
  call(t, 'PUT', `/api/v1/household/children/${playerId}/login`, headers, body);

describe('a child’s login: username and six-digit PIN', () => {
  it('refuses trivial PINs and malformed ones on the field', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    for (const pin of ['123456', '000000', '654321', '121212', '123123']) {
      const res = await setLogin(guardian.headers, child.playerId, { username: 'lina.k', pin });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().errors).toMatchObject([
        { field: 'pin', message: 'This PIN is too easy to guess; choose another' },
      ]);
    }
    const short = await setLogin(guardian.headers, child.playerId, { username: 'lina.k', pin: '12345' });
    expect(short.json().errors).toMatchObject([{ field: 'pin', message: 'The PIN is six digits' }]);
    const name = await setLogin(guardian.headers, child.playerId, { username: 'li na', pin: '402918' });
    expect(name.json().errors[0].field).toBe('username');
  });

  it('signs the child in with the password grant; a taken username is 409; another home’s guardian cannot set it', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const username = `kid${child.playerId.slice(0, 6)}`;
    const set = await setLogin(guardian.headers, child.playerId, {
      username: username.toUpperCase(),
      pin: '402918',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().username).toBe(username);

    const login = await passwordLogin(t, username, '402918');
    expect(login.statusCode, login.body).toBe(200);
    const me = await call(t, 'GET', '/api/v1/user', bearer(login.json().access_token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: child.userId, email: '', player: true });

    const sibling = await addChild(t, guardian);
    const taken = await setLogin(guardian.headers, sibling.playerId, { username, pin: '582046' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toMatchObject([{ field: 'username', message: 'This username is taken' }]);

    const stranger = await createGuardian(t);
    const other = await setLogin(stranger.headers, child.playerId, { username: 'taken-over', pin: '582046' });
    expect(other.statusCode).toBe(404);
  });

  it('counts PIN guesses before checking them, and a reset ends the child’s sessions', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const username = `pin${child.playerId.slice(0, 6)}`;
    await setLogin(guardian.headers, child.playerId, { username, pin: '402918' });
    const first = await passwordLogin(t, username, '402918');
    const token = first.json().access_token as string;

    const ip = '10.250.0.1';
    const guess = (pin: string) =>
      tokenCall(t, { grant_type: 'password', username, password: pin, scope: 'read write' }, ip);
    for (let i = 0; i < 5; i++) expect((await guess(`90${i}417`)).statusCode).toBe(400);
    const right = await guess('402918');
    expect(right.statusCode).toBe(429);

    const reset = await setLogin(guardian.headers, child.playerId, { username, pin: '730152' });
    expect(reset.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/v1/user', bearer(token))).statusCode).toBe(401);
    expect((await passwordLogin(t, username, '730152')).statusCode).toBe(200);
  });

  it('limits a child’s token to the child’s calls (403 for account, billing, household, consents, export, deletion)', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const username = `lim${child.playerId.slice(0, 6)}`;
    await setLogin(guardian.headers, child.playerId, { username, pin: '402918' });
    const headers = bearer((await passwordLogin(t, username, '402918')).json().access_token);

    expect((await call(t, 'GET', `/api/v1/player/user/${child.userId}`, headers)).statusCode).toBe(200);
    const refused: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/v1/household'],
      ['GET', '/api/v1/household/consents'],
      ['POST', '/api/v1/household/consents', { playerId: child.playerId, scopes: ['VIDEO'] }],
      [
        'PUT',
        '/api/v1/user/change-password',
        { id: child.userId, existingPassword: '402918', newPassword: 'x-long-password' },
      ],
      ['PUT', `/api/v1/user/${child.userId}/person`, { firstName: 'Hacker' }],
      ['DELETE', '/api/v1/user', { password: '402918' }],
      ['GET', '/api/v1/user/export'],
      ['POST', '/api/v1/billing/checkout-session', {}],
      ['GET', `/api/v1/billing/payments?playerId=${child.playerId}`],
      ['POST', '/api/v1/player-training-program-subscription', { playerId: child.playerId }],
      ['PUT', '/api/v1/user/enable-2fa', { id: child.userId, enabled: true }],
      ['POST', '/api/v1/player/coach', { teamCode: 'ABCDEFGH' }],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(t, method, url, headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
