import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, users } from '../../db/schema/index.ts';
import { bearer, nextIp, passwordLogin, tokenCall } from '../../test/account-helpers.ts';
import { clientAuthHeader, createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/helpers.ts';
import { generateTotp } from '../../lib/totp.ts';

describe('OAuth token, check_token and revoke', () => {
  let t: TestApp;
  let player: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await createTestUser(t, {
      email: 'Player.One@Example.test',
      password: 'right-password',
      phone: { countryCode: '+46', number: '701234567' },
    });
  });
  afterAll(() => t?.close());

  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(accessToken) });
  const checkToken = (token: string, headers: Record<string, string> = clientAuthHeader(t)) =>
    t.app.inject({
      method: 'POST',
      url: `/api/oauth/check_token?token=${encodeURIComponent(token)}`,
      headers,
    });
  const revoke = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { ...clientAuthHeader(t), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('signs in by e-mail in any case and by full international phone number', async () => {
    const byEmail = await passwordLogin(t, 'player.one@EXAMPLE.test', 'right-password');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.headers['cache-control']).toBe('no-store');
    const body = byEmail.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      refresh_token: expect.any(String),
      expires_in: 3600,
      scope: 'read write',
    });
    expect((await me(body.access_token)).json().id).toBe(player.user.id);

    const byPhone = await passwordLogin(t, '+46701234567', 'right-password');
    expect(byPhone.statusCode).toBe(200);
    expect((await me(byPhone.json().access_token)).json().id).toBe(player.user.id);

    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, player.user.id))
      .orderBy(desc(loginAttempts.createdAt));
    expect(rows.map((r) => r.outcome)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(rows.map((r) => r.username).sort()).toEqual(['+46701234567', 'player.one@example.test']);
  });

  it('takes the account-creation call (names, username, password, no grant_type) as a password grant', async () => {
    const res = await tokenCall(t, {
      firstName: 'Player',
      lastName: 'One',
      username: 'player.one@example.test',
      password: 'right-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
  });

  it('answers the contract’s errors for bad credentials, clients, grants and requests', async () => {
    const wrong = await passwordLogin(t, 'player.one@example.test', 'wrong-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Bad credentials',
      code: 'oauth.badCredentials',
    });
    expect(wrong.headers['cache-control']).toBe('no-store');
    const unknown = await passwordLogin(t, 'nobody@example.test', 'whatever-1');
    expect(unknown.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Bad credentials',
      code: 'oauth.badCredentials',
    });

    const form = 'grant_type=password&username=player.one%40example.test&password=right-password';
    for (const authorization of [undefined, `Basic ${Buffer.from('academy-web:nope').toString('base64')}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload: form,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_client');
    }

    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'client_credentials' }, 'unsupported_grant_type'],
      [{ grant_type: 'password', username: 'player.one@example.test' }, 'invalid_request'],
      [{ grant_type: 'refresh_token' }, 'invalid_request'],
      [{ scope: 'read write' }, 'invalid_request'],
      [{ grant_type: 'password', username: 'a@b.test', password: 'x', scope: 'admin' }, 'invalid_scope'],
      [{ grant_type: 'password', username: 'a@b.test', password: 'x'.repeat(2000) }, 'invalid_request'],
    ];
    for (const [body, error] of cases) {
      const res = await tokenCall(t, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: clientAuthHeader(t),
      remoteAddress: nextIp(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('invalid_request');

    const outcomes = (
      await t.database.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.username, 'nobody@example.test'))
    ).map((r) => r.outcome);
    expect(outcomes).toEqual(['UNKNOWN_USER']);
  });

  it('refuses a DISABLED user and lets a NON_VERIFIED one in', async () => {
    const disabled = await createTestUser(t, { status: 'DISABLED', password: 'disabled-pass' });
    const res = await passwordLogin(t, disabled.user.email, 'disabled-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'User is disabled',
      code: 'oauth.userDisabled',
    });
    const fresh = await createTestUser(t, {
      status: 'NON_VERIFIED',
      authorities: [],
      password: 'fresh-pass',
    });
    expect((await passwordLogin(t, fresh.user.email, 'fresh-pass')).statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a rotated one presented again ends the whole family', async () => {
    const first = (await passwordLogin(t, player.user.email, 'right-password')).json();
    const second = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await me(first.access_token)).statusCode).toBe(401); // the exchanged pair is done
    expect((await me(pair.access_token)).statusCode).toBe(200);

    const reuse = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid refresh token',
      code: 'oauth.invalidRefreshToken',
    });
    // The thief's replay revoked the family: the legitimate new pair is dead too.
    expect((await me(pair.access_token)).statusCode).toBe(401);
    const next = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: pair.refresh_token });
    expect(next.json().error).toBe('invalid_grant');
    // Another session of the same user is untouched.
    expect((await me(player.tokens.access_token)).statusCode).toBe(200);

    const garbage = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(garbage.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid refresh token',
      code: 'oauth.invalidRefreshToken',
    });
  });

  it('ends a sign-in 90 days after it began, however often its refresh token was exchanged', async () => {
    let pair = (await passwordLogin(t, player.user.email, 'right-password')).json();
    const day = 24 * 60 * 60 * 1000;
    try {
      for (const days of [25, 25, 25]) {
        t.clock.advance(days * day);
        const next = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: pair.refresh_token });
        expect(next.statusCode).toBe(200);
        pair = next.json();
      }
      // Day 75: the new refresh token still works for 15 days, not for another 30.
      t.clock.advance(16 * day);
      const late = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: pair.refresh_token });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('invalid_grant');
    } finally {
      t.clock.advance(-91 * day);
    }
  });

  it('checks tokens: active with the user’s details, inactive otherwise', async () => {
    const tokens = (await passwordLogin(t, player.user.email, 'right-password')).json();
    const active = await checkToken(tokens.access_token);
    expect(active.statusCode).toBe(200);
    const body = active.json();
    expect(body).toEqual({
      active: true,
      user_name: 'Player.One@Example.test',
      authorities: ['ROLE_PLAYER'],
      exp: expect.any(Number),
      client_id: 'academy-web',
      scope: 'read write',
    });
    expect(body.exp * 1000).toBeGreaterThan(Date.now() + 3500 * 1000);
    expect((await checkToken(tokens.refresh_token)).json()).toEqual({ active: false });
    expect((await checkToken('garbage')).json()).toEqual({ active: false });
    const noClient = await checkToken(tokens.access_token, {});
    expect(noClient.statusCode).toBe(401);
    expect(noClient.json().error).toBe('invalid_client');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/check_token',
      headers: clientAuthHeader(t),
    });
    expect(missing.statusCode).toBe(400);
    expect(t.logs()).not.toContain(tokens.access_token);
  });

  it('revokes the pair’s family by access or refresh token and always answers 200', async () => {
    const a = (await passwordLogin(t, player.user.email, 'right-password')).json();
    const res = await revoke({ token: a.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect(
      (await tokenCall(t, { grant_type: 'refresh_token', refresh_token: a.refresh_token })).statusCode,
    ).toBe(400);
    expect((await checkToken(a.access_token)).json()).toEqual({ active: false });

    const b = (await passwordLogin(t, player.user.email, 'right-password')).json();
    expect((await revoke({ token: b.refresh_token, token_type_hint: 'refresh_token' })).statusCode).toBe(200);
    expect((await me(b.access_token)).statusCode).toBe(401);

    expect((await revoke({ token: 'unknown-token' })).statusCode).toBe(200);
    const missing = await revoke({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
  });

  it('asks for the TOTP code when two-factor is on, accepts a real one once, and refuses a wrong one', async () => {
    const user = await createTestUser(t, { password: 'totp-pass-1' });
    const enabled = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/enable-2fa',
      headers: user.headers,
      payload: { id: user.user.id, enabled: true, password: 'totp-pass-1' },
    });
    expect(enabled.statusCode).toBe(200);
    const { key, otpauthUrl } = enabled.json();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Football%20Academy:/);
    expect(otpauthUrl).toContain(`secret=${key}&algorithm=SHA1&digits=6&period=30`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.totpSecret).not.toContain(key); // stored encrypted
    expect(row!.twoFaEnabled).toBe(false); // pending until a code confirms it
    expect((await passwordLogin(t, user.user.email, 'totp-pass-1')).statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/enable-2fa/confirm',
      headers: user.headers,
      payload: { id: user.user.id, code: generateTotp(key) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);

    const noCode = await passwordLogin(t, user.user.email, 'totp-pass-1');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid verification code',
      code: 'verification.invalidCode',
    });
    // The confirmation used this step's code: the next step's (inside the drift window) signs in.
    const code = generateTotp(key, Date.now() + 30_000);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await passwordLogin(t, user.user.email, 'totp-pass-1', { code: wrongCode });
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid verification code',
      code: 'verification.invalidCode',
    });
    // The wrong password with a right code still says Bad credentials (2FA state is not revealed).
    const badPassword = await passwordLogin(t, user.user.email, 'nope-nope', { code });
    expect(badPassword.json().error_description).toBe('Bad credentials');

    const ok = await passwordLogin(t, user.user.email, 'totp-pass-1', { code });
    expect(ok.statusCode).toBe(200);
    const replay = await passwordLogin(t, user.user.email, 'totp-pass-1', { code });
    expect(replay.json().error_description).toBe('Invalid verification code');
    expect(t.logs()).not.toContain(key);

    const outcomes = (
      await t.database.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.userId, user.user.id))
        .orderBy(loginAttempts.createdAt)
    ).map((r) => r.outcome);
    expect(outcomes).toEqual([
      'SUCCESS',
      'TWO_FACTOR_REQUIRED',
      'TWO_FACTOR_FAILED',
      'BAD_CREDENTIALS',
      'SUCCESS',
      'TWO_FACTOR_FAILED',
    ]);
  });

  it('throttles an account from one address after 5 failures (even the right password) and per address, with Retry-After', async () => {
    const victim = await createTestUser(t, { password: 'victim-pass' });
    const attacker = nextIp();
    const login = (username: string, password: string) =>
      tokenCall(t, { grant_type: 'password', username, password, scope: 'read write' }, attacker);
    for (let i = 0; i < 5; i++) {
      expect((await login(victim.user.email, `guess-${i}`)).statusCode).toBe(400);
    }
    const blocked = await login(victim.user.email.toUpperCase(), 'victim-pass');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['cache-control']).toBe('no-store');
    // Others are not affected.
    expect((await passwordLogin(t, player.user.email, 'right-password')).statusCode).toBe(200);

    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await tokenCall(t, { grant_type: 'refresh_token', refresh_token: `x${i}` }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    const last = await tokenCall(t, { grant_type: 'refresh_token', refresh_token: 'y' }, ip);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error).toBe('too_many_requests');
    expect(t.logs()).toContain('sign-in attempt throttled');
    expect(t.logs()).not.toContain('victim-pass');
    expect(t.logs()).not.toContain('guess-1');
  });
});

describe('per-account limits shared through Redis', () => {
  it('counts tries on one account across two server processes', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!reachable) {
      console.warn(`Redis not reachable at ${redisUrl}: shared-limit test skipped`);
      return;
    }
    const database = await createTestDatabase();
    const a = await buildTestApp({ database, env: { REDIS_URL: redisUrl } });
    const b = await buildTestApp({ database, env: { REDIS_URL: redisUrl } });
    try {
      const email = `shared-${randomBytes(4).toString('hex')}@example.test`;
      await createTestUser(a, { email, password: 'shared-pass' });
      const ip = nextIp();
      const login = (app: TestApp, password: string) =>
        tokenCall(app, { grant_type: 'password', username: email, password, scope: 'read write' }, ip);
      for (const app of [a, a, a, b, b]) {
        expect((await login(app, 'wrong-pass')).statusCode).toBe(400);
      }
      const blocked = await login(a, 'shared-pass');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});

describe('per-address limits while Redis does not answer', () => {
  it('keeps answering and limiting in this process, and says so in the log', async () => {
    // Nothing listens on port 1: every Redis command fails as in an outage.
    const t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const ip = nextIp();
      const refresh = () =>
        tokenCall(t, { grant_type: 'refresh_token', refresh_token: 'not-a-live-token' }, ip);
      const codes: number[] = [];
      for (let i = 0; i < 61; i += 1) codes.push((await refresh()).statusCode);
      expect(codes.slice(0, 60).every((code) => code === 400 || code === 401)).toBe(true);
      expect(codes[60]).toBe(429);
      expect(t.logs()).toContain('rate limits are kept in this process');
      expect(t.logs()).not.toContain('"statusCode":500');
    } finally {
      await t.close();
    }
  });
});
