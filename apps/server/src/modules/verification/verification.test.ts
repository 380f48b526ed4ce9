import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeIn, nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { clientAuthHeader, createTestUser } from '../../test/factories.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { codeMatches, createCode } from './verification-codes.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

describe('verification codes', () => {
  it('are six random digits stored as a salted HMAC, compared in constant time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { code, codeHash } = createCode();
      expect(code).toMatch(/^\d{6}$/);
      expect(codeHash).not.toContain(code);
      expect(codeMatches(codeHash, code)).toBe(true);
      expect(codeMatches(codeHash, code === '123456' ? '654321' : '123456')).toBe(false);
      seen.add(codeHash.split('.')[0]!);
    }
    expect(seen.size).toBe(50); // a salt per row
    expect(codeMatches('garbage', '123456')).toBe(false);
  });
});

describe('verification calls', () => {
  let database: TestDatabase;
  let t: TestApp;
  let sink: Sink;

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    t = await buildTestApp({ database, env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await database?.drop();
  });

  let n = 0;
  async function signUpUser() {
    n += 1;
    const email = `v${n}-${Date.now()}@example.test`;
    const since = sink.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: clientAuthHeader(t),
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Vera',
        lastName: '',
        email,
        language: 'en',
        phoneNumber: { countryCode: '+46', number: `7311${String(n).padStart(5, '0')}` },
        password: 'vera-pass-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const code = codeIn(await sink.nextMail(email, since));
    const tokens = (await passwordLogin(t, email, 'vera-pass-1')).json();
    return { user: res.json(), email, code, headers: bearer(tokens.access_token) };
  }

  it('never lets parallel guesses go past five tries', async () => {
    const s = await signUpUser();
    const wrong = s.code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/verify',
          payload: { id: s.user.verificationId, code: wrong },
          remoteAddress: nextIp(),
        }),
      ),
    );
    const messages = results.map((r) => r.json().errors?.[0]?.message);
    expect(messages.filter((m) => m === 'Invalid verification code').length).toBeLessThanOrEqual(4);
    const right = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/verify',
      payload: { id: s.user.verificationId, code: s.code },
      remoteAddress: nextIp(),
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].message).toBe('Too many wrong codes, please request a new one');
  });

  it('throttles resends per verification and wrong codes per account', async () => {
    const s = await signUpUser();
    const resend = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/verification/${s.user.verificationId}/resend-code?language=sv`,
        headers: s.headers,
        payload: { id: s.user.verificationId },
        remoteAddress: nextIp(),
      });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const blocked = await resend();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const mismatch = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/verification/${s.user.verificationId}/resend-code`,
      headers: s.headers,
      payload: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(mismatch.statusCode).toBe(400);

    // 10 wrong codes per account in 15 minutes, whatever the codes: then 429.
    const verify = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/verify',
        headers: s.headers,
        payload: { id: s.user.id, code: '999999' },
        remoteAddress: nextIp(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await verify()).statusCode);
    expect(statuses.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits e-mail change codes per account and checks the payload', async () => {
    const u = await createTestUser(t);
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/verification',
        headers: u.headers,
        payload: {
          userId: u.user.id,
          language: 'fr',
          sendEmail: true,
          type: 'CHANGE_USER_ACCOUNT_USERNAME',
          sendEmailTo: 'new@example.test',
          password: u.password,
          ...payload,
        },
        remoteAddress: nextIp(),
      });
    expect((await create({ sendEmailTo: 'not-an-address' })).statusCode).toBe(400);
    expect((await create({ language: 'de' })).statusCode).toBe(400);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await create({});
      expect(res.statusCode).toBe(200);
      ids.add(res.json().id);
    }
    expect(ids.size).toBe(5);
    const blocked = await create({});
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/verification', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('answers 503 when the code cannot be mailed; sign-up still creates the account', async () => {
    const broken = await buildTestApp({ database, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const u = await createTestUser(broken);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/verification',
        headers: u.headers,
        payload: {
          userId: u.user.id,
          language: 'en',
          sendEmail: true,
          type: 'CHANGE_USER_ACCOUNT_USERNAME',
          sendEmailTo: 'unreachable@example.test',
          password: u.password,
        },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 503,
        message: 'Verification code could not be sent at the moment',
      });
      const signup = await broken.app.inject({
        method: 'POST',
        url: '/api/v1/user',
        headers: clientAuthHeader(broken),
        payload: {
          firstName: 'Noah',
          lastName: 'Mail',
          email: 'no-mail@example.test',
          language: 'en',
          phoneNumber: { countryCode: '+46', number: '733999999' },
          password: 'noah-pass-1',
        },
      });
      expect(signup.statusCode).toBe(201);
      expect(broken.logs()).toContain('sign-up code could not be mailed');
    } finally {
      await broken.close();
    }
  });
});
