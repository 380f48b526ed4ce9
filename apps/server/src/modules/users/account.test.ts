import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers, players, users } from '../../db/schema/index.ts';
import { bearer, codeIn, nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { generateTotp } from '../../lib/totp.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

describe('the user resource, roles, admins and account settings', () => {
  let t: TestApp;
  let sink: Sink;
  let admin: TestUser;
  let superAdmin: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    superAdmin = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
    other = await createTestUser(t, { phone: { countryCode: '+46', number: '709999999' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const put = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload, remoteAddress: nextIp() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the current user with player/manager flags once those records exist', async () => {
    const u = await createTestUser(t);
    const before = await get('/api/v1/user?language=en', u.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      id: u.user.id,
      username: u.user.email,
      email: u.user.email,
      firstName: 'Test',
      lastName: u.user.lastName,
      phoneNumber: null,
      phoneVerified: false,
      status: 'ACTIVE',
      verificationId: null,
      authorities: ['ROLE_PLAYER'],
      twoFAEnabledStatus: false,
      player: false,
      manager: false,
      language: 'en',
      timeZone: null,
    });
    await t.database.db.insert(players).values({
      userId: u.user.id,
      ageGroupId: 'U12',
      dateOfBirth: '2014-05-01',
      gender: 'MALE',
      heightValue: 150,
      weightValue: 40,
      nationality: 'SE',
      positions: ['GOAL_KEEPER'],
      locationLatitude: 59.3,
      locationLongitude: 18.1,
    });
    await t.database.db
      .insert(managers)
      .values({ userId: u.user.id, company: 'FC Test', gender: 'FEMALE', latitude: 59.3, longitude: 18.1 });
    // Written behind the app's back (plain SQL): the read's copy is forgotten when the database's
    // notification arrives, a moment after the commit (a write through the app forgets it at once).
    await expect
      .poll(async () => (await get('/api/v1/user', u.headers)).json(), { timeout: 5_000, interval: 20 })
      .toMatchObject({ player: true, manager: true });
    expect((await get('/api/v1/user')).statusCode).toBe(401);
  });

  it('lets users read only themselves by id; admins read anyone', async () => {
    const u = await createTestUser(t);
    expect((await get(`/api/v1/user/${u.user.id}`, u.headers)).statusCode).toBe(200);
    const denied = await get(`/api/v1/user/${other.user.id}`, u.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      status: 403,
      error: 'Forbidden',
      path: `/api/v1/user/${other.user.id}`,
    });
    expect((await get(`/api/v1/user/${u.user.id}`, admin.headers)).json().id).toBe(u.user.id);
    expect((await get('/api/v1/user/00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(
      404,
    );
    expect((await get('/api/v1/user/not-a-uuid', admin.headers)).statusCode).toBe(400);
  });

  it('applies the role rules of the contract', async () => {
    const fresh = await createTestUser(t, { authorities: [] });
    const set = (who: TestUser, id: string, role: string) => put('/api/v1/user', who.headers, { id, role });

    expect((await set(fresh, fresh.user.id, 'ADMIN')).statusCode).toBe(403);
    const chosen = await set(fresh, fresh.user.id, 'PLAYER');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().authorities).toEqual(['ROLE_PLAYER']);
    expect((await set(fresh, fresh.user.id, 'ROLE_PLAYER')).statusCode).toBe(200); // a retry is harmless
    const again = await set(fresh, fresh.user.id, 'MANAGER');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('A role has already been chosen; changing it needs an admin');
    expect((await set(fresh, other.user.id, 'PUBLIC')).statusCode).toBe(403);
    expect((await set(fresh, fresh.user.id, 'COACH')).statusCode).toBe(400);

    const byAdmin = await set(admin, fresh.user.id, 'MANAGER');
    expect(byAdmin.json().authorities).toEqual(['ROLE_MANAGER']);
    expect((await set(admin, fresh.user.id, 'ADMIN')).statusCode).toBe(403);
    const promoted = await put('/api/v1/user', superAdmin.headers, {
      id: fresh.user.id,
      role: 'ADMIN',
      password: superAdmin.password,
    });
    expect(promoted.json().authorities).toEqual(['ROLE_ADMIN']);
    expect((await set(admin, fresh.user.id, 'PLAYER')).statusCode).toBe(403); // an admin's role is the super admin's
    expect((await set(admin, '00000000-0000-4000-8000-000000000000', 'PLAYER')).statusCode).toBe(404);
  });

  it('lists admins for admins and creates admins for super admins only', async () => {
    const player = await createTestUser(t);
    expect((await get('/api/v1/user/admin?language=en', player.headers)).statusCode).toBe(403);
    const list = await get('/api/v1/user/admin', admin.headers);
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, superAdmin.user.id]));
    expect(ids).not.toContain(player.user.id);

    // `password` is the super admin's own; the new admin sets theirs through a mailed link.
    const body = {
      email: 'New.Admin@Example.test',
      firstName: 'New',
      lastName: 'Admin',
      password: superAdmin.password,
    };
    const post = (who: TestUser, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/admin', headers: who.headers, payload });
    expect((await post(admin, body)).statusCode).toBe(403);
    expect((await post(superAdmin, { ...body, password: 'not-my-password' })).statusCode).toBe(400);
    const created = await post(superAdmin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.admin@example.test',
      status: 'ACTIVE',
      authorities: ['ROLE_ADMIN'],
    });
    expect((await post(superAdmin, { ...body, email: 'NEW.ADMIN@example.test' })).statusCode).toBe(409);
    // Nobody knows the new admin's password yet, the super admin included.
    expect((await passwordLogin(t, 'new.admin@example.test', superAdmin.password)).statusCode).toBe(400);
  });

  it('turns two-factor on and off for oneself only, with the password both ways', async () => {
    const u = await createTestUser(t);
    expect(
      (
        await put('/api/v1/user/enable-2fa', u.headers, {
          id: other.user.id,
          enabled: true,
          password: u.password,
        })
      ).statusCode,
    ).toBe(403);
    // A stolen token alone cannot turn it on (and lock the owner out).
    const onWithoutPassword = await put('/api/v1/user/enable-2fa', u.headers, {
      id: u.user.id,
      enabled: true,
    });
    expect(onWithoutPassword.statusCode).toBe(400);
    expect(onWithoutPassword.json().errors).toMatchObject([
      { field: 'password', message: 'Enter your current password' },
    ]);
    const onWrongPassword = await put('/api/v1/user/enable-2fa', u.headers, {
      id: u.user.id,
      enabled: true,
      password: 'not-the-password',
    });
    expect(onWrongPassword.json().errors).toMatchObject([
      { field: 'password', message: 'Password is incorrect' },
    ]);
    expect((await get('/api/v1/user', u.headers)).json().twoFAEnabledStatus).toBe(false);

    const on = await put('/api/v1/user/enable-2fa', u.headers, {
      id: u.user.id,
      enabled: true,
      password: u.password,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      key: expect.any(String),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//),
    });
    // Pending until a code of the new key confirms it.
    expect((await get('/api/v1/user', u.headers)).json().twoFAEnabledStatus).toBe(false);
    const wrongCode = await put('/api/v1/user/enable-2fa/confirm', u.headers, {
      id: u.user.id,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors[0].field).toBe('code');
    const confirmed = await put('/api/v1/user/enable-2fa/confirm', u.headers, {
      id: u.user.id,
      code: generateTotp(on.json().key),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await get('/api/v1/user', u.headers)).json().twoFAEnabledStatus).toBe(true);
    expect((await sink.waitForMail(u.user.email)).subject).toBe('Two-factor authentication is on');
    expect(
      (
        await put('/api/v1/user/enable-2fa', u.headers, {
          id: u.user.id,
          enabled: true,
          password: u.password,
        })
      ).statusCode,
    ).toBe(409);
    expect((await passwordLogin(t, u.user.email, u.password)).json().error_description).toBe(
      'Invalid verification code',
    );

    const noPassword = await put('/api/v1/user/enable-2fa', u.headers, { id: u.user.id, enabled: false });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toMatchObject([
      { field: 'password', message: 'Enter your current password', code: 'user.currentPasswordRequired' },
    ]);
    const wrongPassword = await put('/api/v1/user/enable-2fa', u.headers, {
      id: u.user.id,
      enabled: false,
      password: 'not-the-password',
    });
    expect(wrongPassword.json().errors).toMatchObject([
      { field: 'password', message: 'Password is incorrect', code: 'user.currentPasswordWrong' },
    ]);
    const off = await put('/api/v1/user/enable-2fa', u.headers, {
      id: u.user.id,
      enabled: false,
      password: u.password,
    });
    expect(off.json()).toEqual({ key: null, otpauthUrl: null });
    expect((await sink.waitForMail(u.user.email)).subject).toBe('Two-factor authentication is off');
    expect((await get('/api/v1/user', u.headers)).json().twoFAEnabledStatus).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row!.totpSecret).toBeNull();
    expect((await passwordLogin(t, u.user.email, u.password)).statusCode).toBe(200);
    expect((await put('/api/v1/user/enable-2fa', u.headers, { id: u.user.id })).statusCode).toBe(400);
  });

  it('changes the password, keeps the calling session and ends the others', async () => {
    const u = await createTestUser(t, { password: 'old-password' });
    const otherSession = (await passwordLogin(t, u.user.email, 'old-password')).json();
    const change = (payload: object, who = u) => put('/api/v1/user/change-password', who.headers, payload);

    const wrong = await change({ id: u.user.id, existingPassword: 'not-it', newPassword: 'new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject([
      {
        field: 'existingPassword',
        message: 'Existing password is incorrect',
        code: 'user.existingPasswordWrong',
      },
    ]);
    for (const newPassword of ['1234567', 'trustno1', 'Superman1']) {
      const refused = await change({ id: u.user.id, existingPassword: 'old-password', newPassword });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json().errors[0].field).toBe('newPassword');
    }
    expect(
      (await change({ id: u.user.id, existingPassword: 'old-password', newPassword: 'new-password' }, other))
        .statusCode,
    ).toBe(403);

    const ok = await change({ id: u.user.id, existingPassword: 'old-password', newPassword: 'new-password' });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/v1/user', u.headers)).statusCode).toBe(200);
    expect((await get('/api/v1/user', bearer(otherSession.access_token))).statusCode).toBe(401);
    expect((await passwordLogin(t, u.user.email, 'old-password')).statusCode).toBe(400);
    expect((await passwordLogin(t, u.user.email, 'new-password')).statusCode).toBe(200);
    expect(t.logs()).not.toContain('new-password');
    expect(t.logs()).not.toContain('old-password');
  });

  it('throttles wrong existing passwords per account', async () => {
    const u = await createTestUser(t, { password: 'keep-password' });
    for (let i = 0; i < 5; i++) {
      const res = await put('/api/v1/user/change-password', u.headers, {
        id: u.user.id,
        existingPassword: `guess-${i}`,
        newPassword: 'whatever-1',
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await put('/api/v1/user/change-password', u.headers, {
      id: u.user.id,
      existingPassword: 'keep-password',
      newPassword: 'whatever-1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('updates only the person fields through /person', async () => {
    const u = await createTestUser(t, { phone: { countryCode: '+46', number: '701111111' } });
    const current = (await get('/api/v1/user', u.headers)).json();
    const res = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      ...current,
      firstName: ' Eva ',
      phoneNumber: { countryCode: '+44', number: '(07911) 123-456' },
      language: 'pt',
      password: u.password,
      // Never through this call:
      email: 'hijack@example.test',
      status: 'DISABLED',
      authorities: ['ROLE_SUPER_ADMIN'],
      twoFAEnabledStatus: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Eva',
      phoneNumber: { countryCode: '+44', number: '7911123456' },
      language: 'pt',
      email: u.user.email,
      status: 'ACTIVE',
      authorities: ['ROLE_PLAYER'],
      twoFAEnabledStatus: false,
      phoneVerified: false,
    });
    // A new number is not a sign-in name until its texted code is confirmed (phone-verification.test.ts).
    expect((await passwordLogin(t, '+447911123456', u.password)).statusCode).toBe(400);

    expect((await sink.waitForMail(u.user.email)).subject).toBe('O seu número de telefone foi alterado');
    const withoutPassword = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      phoneNumber: { countryCode: '+46', number: '701111112' },
    });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().errors[0].field).toBe('password');
    // The same number again (the web sends the whole user) is no change: no password needed.
    const unchanged = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      firstName: 'Eva',
      phoneNumber: { countryCode: '+44', number: '7911 123456' },
    });
    expect(unchanged.statusCode).toBe(200);
    // Whether a number has an account is told only after the password: without it, or with a
    // wrong one, a taken number answers like any other.
    for (const password of [undefined, 'not-the-password']) {
      const probe = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
        phoneNumber: { countryCode: '+46', number: '709999999' },
        password,
      });
      expect(probe.statusCode).toBe(400);
      expect(probe.json().errors[0].field).toBe('password');
    }
    const taken = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      phoneNumber: { countryCode: '+46', number: '709999999' },
      password: u.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('phoneNumber');
    const invalid = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      phoneNumber: { countryCode: '+46', number: '12' },
    });
    expect(invalid.statusCode).toBe(400);
    const letters = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      phoneNumber: { countryCode: '+46', number: 'abc' },
    });
    expect(letters.statusCode).toBe(400);
    // A name goes into mails: one line only.
    const twoLines = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      firstName: 'Eva\r\nBcc: someone@example.test',
    });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().errors).toMatchObject([
      { field: 'firstName', message: 'Name must be on one line' },
    ]);
    expect(
      (await put(`/api/v1/user/${other.user.id}/person`, u.headers, { firstName: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await put(`/api/v1/user/${other.user.id}/person`, admin.headers, { firstName: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await put(`/api/v1/user/${u.user.id}/person`, u.headers, { id: other.user.id, firstName: 'X' }))
        .statusCode,
    ).toBe(400);
    const unknownCode = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      phoneNumber: { countryCode: '123', number: '701234567' },
      password: u.password,
    });
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().errors[0].field).toBe('phoneNumber.countryCode');
    const cleared = await put(`/api/v1/user/${u.user.id}/person`, u.headers, {
      phoneNumber: null,
      password: u.password,
    });
    expect(cleared.json().phoneNumber).toBeNull();
  });

  it('changes the e-mail with the code mailed to the new address and ends every session', async () => {
    const u = await createTestUser(t, {
      email: 'before@example.test',
      password: 'mail-pass-1',
      language: 'sv',
    });
    const secondSession = (await passwordLogin(t, 'before@example.test', 'mail-pass-1')).json();
    const create = (payload: object, who = u) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/verification',
        headers: who.headers,
        payload,
        remoteAddress: nextIp(),
      });
    const request = (sendEmailTo: string) => ({
      userId: u.user.id,
      language: 'sv',
      sendEmail: true,
      type: 'CHANGE_USER_ACCOUNT_USERNAME',
      sendEmailTo,
      password: 'mail-pass-1',
    });

    expect((await create(request(other.user.email.toUpperCase()))).statusCode).toBe(409);
    const same = await create(request('BEFORE@example.test'));
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].message).toBe('Both Email address cannot be the same!');
    expect((await create({ ...request('x@example.test'), userId: other.user.id })).statusCode).toBe(403);
    expect((await create({ ...request('x@example.test'), type: 'ACCOUNT_VERIFICATION' })).statusCode).toBe(
      400,
    );

    let since = sink.mails.length;
    const created = await create(request('After@Example.test'));
    expect(created.statusCode).toBe(200);
    const { id: verificationId } = created.json();
    const mail = await sink.nextMail('after@example.test', since);
    expect(mail.subject).toBe('Bekräfta din nya e-postadress');
    const firstCode = codeIn(mail);

    // Resend: the first code dies.
    since = sink.mails.length;
    const resent = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/verification/${verificationId}/resend-code?language=en`,
      headers: u.headers,
      payload: { id: verificationId },
      remoteAddress: nextIp(),
    });
    expect(resent.statusCode).toBe(200);
    const resentMail = await sink.nextMail('after@example.test', since);
    expect(resentMail.subject).toBe('Confirm your new e-mail address');
    const code = codeIn(resentMail);

    const change = (payload: object, who = u) => put('/api/v1/user/username', who.headers, payload);
    const body = { id: u.user.id, language: 'sv', newUsername: 'after@example.test', verificationId };
    if (firstCode !== code) {
      const old = await change({ ...body, verificationCode: firstCode });
      expect(old.statusCode).toBe(400);
      expect(old.json().errors[0].field).toBe('verificationCode');
    }
    expect(
      (await change({ ...body, newUsername: 'elsewhere@example.test', verificationCode: code })).statusCode,
    ).toBe(400);
    expect((await change({ ...body, verificationCode: code }, other)).statusCode).toBe(403);

    since = sink.mails.length;
    const ok = await change({ ...body, verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'after@example.test', username: 'after@example.test' });
    // Every session ends, the calling one included; the old address is told.
    expect((await get('/api/v1/user', u.headers)).statusCode).toBe(401);
    expect((await get('/api/v1/user', bearer(secondSession.access_token))).statusCode).toBe(401);
    const notice = await sink.nextMail('before@example.test', since);
    expect(notice.subject).toBe('Din e-postadress har ändrats');
    expect(notice.text).toContain('after@example.test');

    expect((await passwordLogin(t, 'before@example.test', 'mail-pass-1')).statusCode).toBe(400);
    const fresh = (await passwordLogin(t, 'AFTER@example.test', 'mail-pass-1')).json();
    const reuse = await put('/api/v1/user/username', bearer(fresh.access_token), {
      ...body,
      verificationCode: code,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors[0].message).toBe('This verification code has already been used');
    expect(t.logs()).not.toContain(code);
  });
});
