import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../../lib/totp.ts';
import { nextIp, passwordLogin } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Trust, round 3: admins work with two-factor on; an admin can reset a user's after checking who asks. */
describe('admins and two-factor', () => {
  let t: TestApp;
  let sink: Sink;
  let superAdmin: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
    superAdmin = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload, remoteAddress: nextIp() });

  it('an admin without two-factor is walked to it: console calls answer 403 until it is on, and it stays on', async () => {
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'], twoFactor: false });
    for (const url of ['/api/v1/admin/users', '/api/v1/admin/stats', '/api/v1/admin/audit-events']) {
      const refused = await call('GET', url, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Two-factor authentication required');
    }
    // The same two steps as everyone, with the password.
    const started = await call('PUT', '/api/v1/user/enable-2fa', admin, {
      id: admin.user.id,
      enabled: true,
      password: admin.password,
    });
    expect(started.statusCode).toBe(200);
    const confirmed = await call('PUT', '/api/v1/user/enable-2fa/confirm', admin, {
      id: admin.user.id,
      code: generateTotp(started.json().key),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/api/v1/admin/users', admin)).statusCode).toBe(200);

    const off = await call('PUT', '/api/v1/user/enable-2fa', admin, {
      id: admin.user.id,
      enabled: false,
      password: admin.password,
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('Admin accounts keep two-factor authentication on');
    expect((await call('GET', '/api/v1/user', admin)).json().twoFAEnabledStatus).toBe(true);
  });

  it('resets a user’s two-factor after an identity check: audited, sessions ended, user mailed', async () => {
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const player = await createTestUser(t, { twoFactor: true, password: 'lost-phone-1' });
    const path = `/api/v1/admin/users/${player.user.id}/two-factor-reset`;

    const noReason = await call('POST', path, admin, { identityCheck: 'ok' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('identityCheck');
    expect((await call('POST', path, player, { identityCheck: 'asked myself nicely' })).statusCode).toBe(403);

    const identityCheck = 'Video call, photo ID matched the account name';
    const reset = await call('POST', path, admin, { identityCheck });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().twoFAEnabledStatus).toBe(false);
    expect((await call('GET', '/api/v1/user', player)).statusCode).toBe(401);
    expect((await sink.waitForMail(player.user.email)).subject).toBe('Two-factor authentication is off');
    expect((await passwordLogin(t, player.user.email, 'lost-phone-1')).statusCode).toBe(200);
    // A double tap records one event.
    expect((await call('POST', path, admin, { identityCheck })).statusCode).toBe(200);
    const audit = await call('GET', `/api/v1/admin/audit-events?size=200`, admin);
    const events = (audit.json().content as { action: string; targetId: string; detail: object }[]).filter(
      (e) => e.action === 'user.twoFactorReset' && e.targetId === player.user.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ identityCheck });
  });

  it('an admin’s two-factor is reset only by a super admin, and nobody resets their own', async () => {
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const otherAdmin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const body = { identityCheck: 'Met in person at the academy office' };
    const byAdmin = await call(
      'POST',
      `/api/v1/admin/users/${otherAdmin.user.id}/two-factor-reset`,
      admin,
      body,
    );
    expect(byAdmin.statusCode).toBe(403);
    expect(
      (await call('POST', `/api/v1/admin/users/${admin.user.id}/two-factor-reset`, admin, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/v1/admin/users/${otherAdmin.user.id}/two-factor-reset`, superAdmin, body))
        .statusCode,
    ).toBe(200);
  });
});
