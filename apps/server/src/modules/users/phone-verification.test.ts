import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/index.ts';
import { nextIp, passwordLogin, textedCode, textsTo } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

/** Phone numbers verified by a texted six-digit code before they become sign-in names (Trust, round 3). */
describe('phone verification by a texted code', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  let counter = 100;
  const newNumber = () => ({ countryCode: '+46', number: `7022${String(++counter).padStart(5, '0')}` });
  const e164 = (n: { countryCode: string; number: string }) => `${n.countryCode}${n.number}`;
  const unverifiedUser = (language: 'en' | 'sv' | 'fr' | 'pt' = 'en', phone = newNumber()) =>
    createTestUser(t, { phone, phoneVerified: false, language }).then((u) => ({ ...u, phone }));

  const send = (u: TestUser, id = u.user.id, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${id}/phone-verification`,
      headers: u.headers,
      payload,
      remoteAddress: nextIp(),
    });
  const confirm = (u: TestUser, code: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${u.user.id}/phone-verification`,
      headers: u.headers,
      payload: { code },
      remoteAddress: nextIp(),
    });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('texts a code in the account’s language; the right code makes the number a sign-in name', async () => {
    const u = await unverifiedUser('sv');
    // Unverified: the number signs nobody in (the same answer as an unknown name).
    const before = await passwordLogin(t, e164(u.phone), u.password);
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ error: 'invalid_grant' });

    const sent = await send(u);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: e164(u.phone), resendAfterSeconds: 60 });
    const [sms] = textsTo(t, e164(u.phone));
    expect(sms?.text).toContain('din kod för att verifiera telefonnumret');
    const code = textedCode(t, e164(u.phone));
    // Stored hashed, never in the log.
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, sent.json().id));
    expect(row?.type).toBe('PHONE_VERIFICATION');
    expect(row?.codeHash).not.toContain(code);
    expect(t.logs()).not.toContain(code);

    const bad = await confirm(u, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'code', message: 'Invalid verification code', code: 'verification.invalidCode' },
    ]);
    const ok = await confirm(u, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: u.user.id, phoneVerified: true });
    expect((await passwordLogin(t, e164(u.phone), u.password)).statusCode).toBe(200);

    const again = await send(u);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      field: 'phoneNumber',
      code: 'verification.phoneAlreadyVerified',
    });
  });

  it('an unverified number blocks nobody; the first to confirm owns it, the other gets 409', async () => {
    const phone = newNumber();
    const squatter = await unverifiedUser('en', phone);
    const owner = await unverifiedUser('fr', phone);
    expect((await send(squatter)).statusCode).toBe(200);
    const squatterCode = textedCode(t, e164(phone));
    expect((await send(owner)).statusCode).toBe(200);
    const ownerCode = textedCode(t, e164(phone));
    expect(textsTo(t, e164(phone)).at(-1)?.text).toContain('votre code pour vérifier ce numéro');

    const won = await confirm(owner, ownerCode);
    expect(won.statusCode).toBe(200);
    const lost = await confirm(squatter, squatterCode);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().errors[0]).toMatchObject({ field: 'phoneNumber', code: 'user.phoneTaken' });
    // The number signs in its verified owner only.
    const signIn = await passwordLogin(t, e164(phone), owner.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('a new number is unverified again, and a code sent to the old one no longer works', async () => {
    const u = await unverifiedUser();
    expect((await send(u)).statusCode).toBe(200);
    const oldCode = textedCode(t, e164(u.phone));
    const next = newNumber();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${u.user.id}/person`,
      headers: u.headers,
      payload: { phoneNumber: next, password: u.password },
      remoteAddress: nextIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phoneNumber: next, phoneVerified: false });
    const stale = await confirm(u, oldCode);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toMatchObject({ field: 'code', code: 'verification.expired' });
  });

  it('one code a minute and five an hour per number, counted before sending, even in parallel', async () => {
    const u = await unverifiedUser();
    const parallel = await Promise.all([send(u), send(u), send(u), send(u)]);
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(Number(parallel.find((r) => r.statusCode === 429)?.headers['retry-after'])).toBeGreaterThan(0);
    expect(textsTo(t, e164(u.phone))).toHaveLength(1);

    // Other accounts asking for the same number share its hourly count.
    const phone = newNumber();
    const askers = await Promise.all(Array.from({ length: 6 }, () => unverifiedUser('en', phone)));
    const answers = await Promise.all(askers.map((a) => send(a)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429]);
    expect(textsTo(t, e164(phone))).toHaveLength(5);
  });

  it('ten typed codes per 15 minutes per account, also when each code is a fresh one', async () => {
    const u = await unverifiedUser();
    const answers = [];
    for (let round = 0; round < 3; round++) {
      expect((await send(u)).statusCode).toBe(200);
      const code = textedCode(t, e164(u.phone));
      for (let i = 0; i < 4; i++) answers.push((await confirm(u, wrong(code))).statusCode);
      t.clock.advance(61_000);
    }
    expect(answers.filter((s) => s === 400)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
  });

  it('refuses another user’s id (403), an account without a number (400)', async () => {
    const u = await unverifiedUser();
    const stranger = await createTestUser(t);
    expect((await send(stranger, u.user.id)).statusCode).toBe(403);
    const none = await send(stranger);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: 'phoneNumber', code: 'verification.phoneMissing' });
  });
});

describe('a real SMS gateway by configuration (SMS_URL)', () => {
  const received: { auth?: string; body: URLSearchParams }[] = [];
  let fail = false;
  const gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: new URLSearchParams(raw) });
      res.statusCode = fail ? 500 : 200;
      res.end('{}');
    });
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await buildTestApp({ env: { SMS_URL: `http://api-user:s%40cret@127.0.0.1:${port}/a1/sms` } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts from, to and message with the URL’s Basic credentials; a failing gateway is a 503', async () => {
    const phone = { countryCode: '+46', number: '702299001' };
    const u = await createTestUser(t, { phone, phoneVerified: false, language: 'pt' });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/user/${u.user.id}/phone-verification`,
        headers: u.headers,
        payload: {},
        remoteAddress: nextIp(),
      });
    expect((await post()).statusCode).toBe(200);
    expect(received[0]?.auth).toBe(`Basic ${Buffer.from('api-user:s@cret').toString('base64')}`);
    expect(received[0]?.body.get('to')).toBe('+46702299001');
    expect(received[0]?.body.get('from')).toBe('Academy');
    expect(received[0]?.body.get('message')).toMatch(/o seu código para verificar .* é \d{6}/);
    fail = true;
    t.clock.advance(61_000);
    const failed = await post();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('The code could not be sent by text message at the moment');
  });
});
