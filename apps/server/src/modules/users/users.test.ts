import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema/index.ts';
import { clientAuthHeader, createTestUser } from '../../test/factories.ts';
import { codeIn, nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

describe('sign-up, account verification and the user resource', () => {
  let t: TestApp;
  let sink: Sink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  let phoneCounter = 1000;
  const signupBody = (over: Record<string, unknown> = {}) => ({
    firstName: 'Anna',
    lastName: 'Svensson',
    email: `anna${++phoneCounter}@Example.test`,
    language: 'sv',
    phoneNumber: { countryCode: '+46', number: `70123${phoneCounter}` },
    password: 'hemligt-1',
    ...over,
  });

  const signUp = (body: unknown, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: clientAuthHeader(t),
      payload: body as object,
      remoteAddress,
    });

  const login = (username: string, password: string) => passwordLogin(t, username, password);

  it('creates a NON_VERIFIED user, mails the code in the user’s language, and verifies with it', async () => {
    const body = signupBody({ firstName: '  Anna ' });
    const since = sink.mails.length;
    const res = await signUp(body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: body.email.toLowerCase(),
      email: body.email.toLowerCase(),
      firstName: 'Anna',
      lastName: 'Svensson',
      phoneNumber: { countryCode: '+46', number: body.phoneNumber.number },
      phoneVerified: false,
      status: 'NON_VERIFIED',
      authorities: [],
      twoFAEnabledStatus: false,
      player: false,
      manager: false,
      language: 'sv',
    });
    expect(user.verificationId).toEqual(expect.any(String));
    expect(JSON.stringify(user)).not.toMatch(/hash|secret|argon/i);

    const mail = await sink.nextMail(body.email, since);
    expect(mail.subject).toBe('Din verifieringskod för Football Academy');
    const code = codeIn(mail);
    expect(mail.text).toContain(`Din verifieringskod är ${code}.`);
    expect(mail.raw).toContain('text/html');

    // The code is stored only as a salted hash.
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, user.verificationId));
    expect(row!.codeHash).not.toContain(code);

    // A NON_VERIFIED user can sign in (the web app routes them to verification).
    const tokens = await login(body.email.toUpperCase(), body.password);
    expect(tokens.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${tokens.json().access_token}` };

    const verified = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/verify',
      headers: bearer,
      payload: { id: user.verificationId, code },
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: user.id, status: 'ACTIVE' });

    // Single use: the same code again is refused.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/verify',
      headers: bearer,
      payload: { id: user.verificationId, code },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errors: [
        {
          field: 'code',
          message: 'This verification code has already been used',
          code: 'verification.alreadyUsed',
        },
      ],
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user?language=sv', headers: bearer });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, status: 'ACTIVE' });

    // Logs never carry the password, the code or a token.
    const logs = t.logs();
    expect(logs).not.toContain(body.password);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(tokens.json().access_token);
    expect(logs).not.toContain(tokens.json().refresh_token);
  });

  it('accepts the user id as verification id and works without a bearer token', async () => {
    const body = signupBody({ language: 'fr' });
    const since = sink.mails.length;
    const user = (await signUp(body)).json();
    const mail = await sink.nextMail(body.email, since);
    expect(mail.subject).toBe('Votre code de vérification Football Academy');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/verify',
      payload: { id: user.id, code: codeIn(mail) },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ACTIVE');
  });

  it('mails English and Portuguese texts too', async () => {
    for (const [language, subject] of [
      ['en', 'Your Football Academy verification code'],
      ['pt', 'O seu código de verificação da Football Academy'],
    ] as const) {
      const body = signupBody({ language });
      const since = sink.mails.length;
      expect((await signUp(body)).statusCode).toBe(201);
      const mail = await sink.nextMail(body.email, since);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(codeIn(mail));
    }
  });

  it('refuses a taken e-mail (any case) and a VERIFIED phone with 409; an unverified number blocks nobody', async () => {
    const body = signupBody();
    expect((await signUp(body)).statusCode).toBe(201);
    const sameEmail = await signUp(signupBody({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ status: 409, error: 'Conflict', errors: [{ field: 'email' }] });
    // The first sign-up's number is not verified: the same number (written nationally) signs up again.
    const national = (n: string) => `0${n.slice(0, 2)} ${n.slice(2)}`;
    const unverifiedAgain = await signUp(
      signupBody({ phoneNumber: { countryCode: '+46', number: national(body.phoneNumber.number) } }),
    );
    expect(unverifiedAgain.statusCode).toBe(201);
    // A verified number is someone's sign-in name: 409 with the field.
    const owner = await createTestUser(t, { phone: { countryCode: '+46', number: '701999888' } });
    expect(owner.user.phoneVerifiedAt).not.toBeNull();
    const samePhone = await signUp(
      signupBody({ phoneNumber: { countryCode: '+46', number: national('701999888') } }),
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().errors).toEqual([
      {
        field: 'phoneNumber',
        message: 'An account with this phone number already exists',
        code: 'user.phoneTaken',
      },
    ]);
  });

  it('answers 400 with field errors on bad input, and 401 without client credentials', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: '12345' }, 'password'],
      [{ password: '1234567' }, 'password'],
      [{ password: 'x'.repeat(129) }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '   ' }, 'firstName'],
      [{ firstName: 'A'.repeat(51) }, 'firstName'],
      [{ language: 'de' }, 'language'],
      [{ phoneNumber: { countryCode: '+46', number: '123' } }, 'phoneNumber.number'],
      [{ phoneNumber: { countryCode: '+46', number: 'abc' } }, 'phoneNumber.number'],
      [{ phoneNumber: undefined }, 'phoneNumber'],
    ];
    for (const [over, field] of cases) {
      const res = await signUp(signupBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const short = await signUp(signupBody({ password: 'secret7' }));
    expect(short.json().errors).toContainEqual({
      field: 'password',
      message: 'Password must be at least 8 characters long.',
      code: 'user.passwordTooShort',
    });
    // Long enough, but among the most common passwords (any case): refused, nothing is made.
    for (const common of ['password1', 'Iloveyou1', 'football', '12345678']) {
      const res = await signUp(signupBody({ password: common }));
      expect(res.statusCode, common).toBe(400);
      expect(res.json().errors).toEqual([
        {
          field: 'password',
          message: 'This password is too common: choose one that is harder to guess',
          code: 'user.passwordTooCommon',
        },
      ]);
    }
    const noClient = await t.app.inject({ method: 'POST', url: '/api/v1/user', payload: signupBody() });
    expect(noClient.statusCode).toBe(401);
  });

  it('kills a code after 5 wrong tries, refuses an expired code, and a resend kills the old code', async () => {
    const body = signupBody();
    let since = sink.mails.length;
    const user = (await signUp(body)).json();
    const firstCode = codeIn(await sink.nextMail(body.email, since));
    const tokens = (await login(body.email, body.password)).json();
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const verify = (code: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/verify',
        headers: bearer,
        payload: { id: user.verificationId, code },
        remoteAddress: nextIp(),
      });
    const wrong = firstCode === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await verify(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(
        i < 5 ? 'Invalid verification code' : 'Too many wrong codes, please request a new one',
      );
    }
    const dead = await verify(firstCode);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().errors[0].message).toBe('Too many wrong codes, please request a new one');

    // Resend: a new code with fresh tries; the old code stays dead.
    since = sink.mails.length;
    const resent = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/verification/${user.verificationId}/resend-code?language=en`,
      headers: bearer,
      payload: { id: user.verificationId },
      remoteAddress: nextIp(),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ id: user.verificationId });
    const mail = await sink.nextMail(body.email, since);
    expect(mail.subject).toBe('Your Football Academy verification code');
    const secondCode = codeIn(mail);
    if (secondCode !== firstCode) expect((await verify(firstCode)).statusCode).toBe(400);

    // Expired: move the clock of the row past its 15 minutes.
    await t.database.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.id, user.verificationId));
    const expired = await verify(secondCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].message).toBe('Verification code has expired, please request a new one');

    // Another resend brings it back to life.
    since = sink.mails.length;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/verification/${user.verificationId}/resend-code`,
      headers: bearer,
      payload: { id: user.verificationId },
      remoteAddress: nextIp(),
    });
    const thirdCode = codeIn(await sink.nextMail(body.email, since));
    expect((await verify(thirdCode)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe('ACTIVE');
  });

  it('keeps verifications to their owner', async () => {
    const victimBody = signupBody();
    const victim = (await signUp(victimBody)).json();
    const other = await createTestUser(t);
    const verify = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/verify',
      headers: other.headers,
      payload: { id: victim.verificationId, code: '123456' },
      remoteAddress: nextIp(),
    });
    expect(verify.statusCode).toBe(404);
    const resend = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/verification/${victim.verificationId}/resend-code`,
      headers: other.headers,
      payload: { id: victim.verificationId },
      remoteAddress: nextIp(),
    });
    expect(resend.statusCode).toBe(404);
    const unauthenticated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/verification/${victim.verificationId}/resend-code`,
      payload: { id: victim.verificationId },
    });
    expect(unauthenticated.statusCode).toBe(401);
    const badCode = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/verify',
      payload: { id: victim.verificationId, code: '12ab' },
      remoteAddress: nextIp(),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].field).toBe('code');
  });

  it('throttles sign-up per e-mail and per address with 429 and Retry-After', async () => {
    const body = signupBody();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const attempt = { ...body, phoneNumber: { countryCode: '+46', number: `70999${1000 + i}` } };
      statuses.push((await signUp(attempt, nextIp())).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    const ip = nextIp();
    let last = await signUp(signupBody({ password: '1' }), ip);
    for (let i = 0; i < 40 && last.statusCode !== 429; i++)
      last = await signUp(signupBody({ password: '1' }), ip);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
  });
});
