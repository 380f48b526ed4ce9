import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const linkToken = (text: string) => /admin-invitation\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]!;

/** Staff roles with care (the super admin's password; the new admin's own password). */
describe('staff roles', () => {
  let t: TestApp;
  let sink: Sink;
  let superAdmin: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    superAdmin = await createTestUser(t, {
      authorities: ['ROLE_SUPER_ADMIN'],
      firstName: 'Sam',
      lastName: 'Super',
    });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload, remoteAddress: nextIp() });

  it('granting and removing ADMIN needs a super admin and their own password (400 on password)', async () => {
    const player = await createTestUser(t);
    const grant = (who: TestUser, body: object) =>
      call('PUT', '/api/v1/user', who.headers, { id: player.user.id, role: 'ADMIN', ...body });

    const byAdmin = await grant(admin, { password: admin.password });
    expect(byAdmin.statusCode).toBe(403);
    const missing = await grant(superAdmin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject([{ field: 'password' }]);
    const wrong = await grant(superAdmin, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject([{ field: 'password', message: 'Password is incorrect' }]);
    expect(
      (await call('GET', `/api/v1/user/${player.user.id}`, superAdmin.headers)).json().authorities,
    ).toEqual(['ROLE_PLAYER']);

    const granted = await grant(superAdmin, { password: superAdmin.password });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().authorities).toEqual(['ROLE_ADMIN']);
    // Removing it needs the password too.
    const removeWithout = await call('PUT', '/api/v1/user', superAdmin.headers, {
      id: player.user.id,
      role: 'PLAYER',
    });
    expect(removeWithout.statusCode).toBe(400);
    const removed = await call('PUT', '/api/v1/user', superAdmin.headers, {
      id: player.user.id,
      role: 'PLAYER',
      password: superAdmin.password,
    });
    expect(removed.json().authorities).toEqual(['ROLE_PLAYER']);

    const trail = await call(
      'GET',
      `/api/v1/admin/audit-events?targetId=${player.user.id}&action=user.role`,
      superAdmin.headers,
    );
    expect(trail.json().content.map((e: { detail: object }) => e.detail)).toEqual([
      { before: { authorities: ['ROLE_ADMIN'] }, after: { authorities: ['ROLE_PLAYER'] } },
      { before: { authorities: ['ROLE_PLAYER'] }, after: { authorities: ['ROLE_ADMIN'] } },
    ]);
  });

  it('a new admin gets a mailed link in their language, sets a password once, then must turn two-factor on', async () => {
    const body = {
      email: 'nouvel.admin@example.test',
      firstName: 'Nadia',
      lastName: 'Nouvel',
      language: 'fr',
    };
    expect(
      (await call('POST', '/api/v1/user/admin', admin.headers, { ...body, password: admin.password }))
        .statusCode,
    ).toBe(403);
    const wrong = await call('POST', '/api/v1/user/admin', superAdmin.headers, {
      ...body,
      password: 'wrong-one-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject([{ field: 'password' }]);

    const created = await call('POST', '/api/v1/user/admin', superAdmin.headers, {
      ...body,
      password: superAdmin.password,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ authorities: ['ROLE_ADMIN'], language: 'fr' });
    const mail = await sink.waitForMail(body.email);
    expect(mail.subject).toBe('Vous êtes administrateur de Football Academy : choisissez votre mot de passe');
    expect(mail.text).toContain('Sam Super');
    const token = decodeURIComponent(linkToken(mail.text));
    // The token is stored hashed only.
    const stored = await t.database.db.execute(
      sql`select token_hash from admin_invitations where user_id = ${created.json().id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    const setPassword = (password: string, tokenValue = token) =>
      call('POST', '/api/v1/user/admin/password', {}, { token: tokenValue, password });
    const common = await setPassword('password');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].field).toBe('password');
    const unknown = await setPassword('my-own-admin-pass-1', 'made-up-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toMatchObject([{ field: 'token' }]);

    const set = await setPassword('my-own-admin-pass-1');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email: body.email });
    // Single use.
    const again = await setPassword('another-admin-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject([
      { field: 'token', message: 'This link is not valid any more: ask a super admin for a new one' },
    ]);

    const login = await passwordLogin(t, body.email, 'my-own-admin-pass-1');
    expect(login.statusCode).toBe(200);
    const console = await call('GET', '/api/v1/admin/stats', bearer(login.json().access_token));
    expect(console.statusCode).toBe(403);
    expect(console.json().message).toBe('Two-factor authentication required');

    const trail = await call(
      'GET',
      `/api/v1/admin/audit-events?targetId=${created.json().id}`,
      superAdmin.headers,
    );
    expect(trail.json().content.map((e: { action: string }) => e.action)).toEqual([
      'admin.passwordSet',
      'admin.create',
    ]);
  });

  it('an expired link is refused', async () => {
    const created = await call('POST', '/api/v1/user/admin', superAdmin.headers, {
      email: 'late.admin@example.test',
      firstName: 'Late',
      password: superAdmin.password,
    });
    expect(created.statusCode).toBe(201);
    const token = decodeURIComponent(linkToken((await sink.waitForMail('late.admin@example.test')).text));
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const late = await call(
      'POST',
      '/api/v1/user/admin/password',
      {},
      { token, password: 'my-own-admin-pass-1' },
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].field).toBe('token');
  });
});
