import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber, subscribe } from '../../test/billing-helpers.ts';
import { clientAuthHeader, createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

describe('the academy console: access and users', () => {
  let t: TestApp;
  let player: TestUser;
  let manager: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await createTestUser(t, {
      firstName: 'Pia',
      lastName: 'Player',
      phone: { countryCode: '+46', number: '701234567' },
    });
    manager = await createTestUser(t, { authorities: ['ROLE_MANAGER'], firstName: 'Max', lastName: 'Coach' });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'], firstName: 'Ada', lastName: 'Admin' });
    superAdmin = await createTestUser(t, {
      authorities: ['ROLE_SUPER_ADMIN'],
      firstName: 'Sam',
      lastName: 'Super',
    });
  });
  afterAll(() => t.close());

  const call = (who: TestUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

  const someId = '00000000-0000-4000-8000-000000000000';
  const adminCalls: ['GET' | 'PUT' | 'POST', string, object?][] = [
    ['GET', '/api/v1/admin/stats'],
    ['GET', '/api/v1/admin/users?query=a'],
    ['PUT', `/api/v1/admin/users/${someId}/status`, { status: 'DISABLED' }],
    ['GET', '/api/v1/admin/audit-events'],
    ['GET', '/api/v1/admin/support-messages?status=OPEN'],
    ['GET', `/api/v1/admin/support-messages/${someId}`],
    ['POST', `/api/v1/admin/support-messages/${someId}/reply`, { text: 'hi' }],
  ];

  it('answers 401 without a token and 403 to a player and a manager, even with a bad body', async () => {
    for (const [method, url, payload] of adminCalls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [player, manager]) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Access is denied');
      }
    }
    const bad = await call(player, 'PUT', `/api/v1/admin/users/${someId}/status`, { status: 'NOPE' });
    expect(bad.statusCode).toBe(403);
  });

  it('lets an admin and a super admin in (404 for unknown ids, 400 with the field for bad input)', async () => {
    for (const who of [admin, superAdmin]) {
      expect((await call(who, 'GET', '/api/v1/admin/stats')).statusCode).toBe(200);
      expect((await call(who, 'GET', '/api/v1/admin/audit-events')).statusCode).toBe(200);
      expect((await call(who, 'GET', `/api/v1/admin/support-messages/${someId}`)).statusCode).toBe(404);
      const bad = await call(who, 'PUT', `/api/v1/admin/users/${player.user.id}/status`, { status: 'NOPE' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('status');
      const badId = await call(who, 'PUT', '/api/v1/admin/users/nope/status', { status: 'ACTIVE' });
      expect(badId.statusCode).toBe(400);
    }
  });

  it('finds users by e-mail, name or phone, with paging and filters', async () => {
    const byName = await call(admin, 'GET', '/api/v1/admin/users?query=pia%20play');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().content.map((u: { id: string }) => u.id)).toEqual([player.user.id]);
    const byPhone = await call(admin, 'GET', '/api/v1/admin/users?query=070-123%2045');
    expect(byPhone.json().content.map((u: { id: string }) => u.id)).toEqual([player.user.id]);
    const byEmail = await call(admin, 'GET', `/api/v1/admin/users?query=${player.user.email.toUpperCase()}`);
    expect(byEmail.json().totalElements).toBe(1);
    const wildcard = await call(admin, 'GET', '/api/v1/admin/users?query=%25');
    expect(wildcard.json().totalElements).toBe(0);
    const managers = await call(admin, 'GET', '/api/v1/admin/users?role=MANAGER');
    expect(managers.json().content.map((u: { id: string }) => u.id)).toEqual([manager.user.id]);
    const page = await call(admin, 'GET', '/api/v1/admin/users?size=2&page=1');
    expect(page.json().content).toHaveLength(2);
    expect(page.json().totalElements).toBeGreaterThanOrEqual(4);
    const tooBig = await call(admin, 'GET', '/api/v1/admin/users?size=100000');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].field).toBe('size');
  });

  it('disables a user: their token dies at once, sign-in answers invalid_grant; enabling lets them back', async () => {
    const victim = await createTestUser(t, { password: 'victim-pass-1' });
    expect((await call(victim, 'GET', '/api/v1/user')).statusCode).toBe(200);
    const res = await call(admin, 'PUT', `/api/v1/admin/users/${victim.user.id}/status`, {
      status: 'DISABLED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('DISABLED');
    expect((await call(victim, 'GET', '/api/v1/user')).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { ...clientAuthHeader(t), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=${encodeURIComponent(victim.user.email)}&password=victim-pass-1&scope=read%20write`,
      });
    const refused = await login();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientAuthHeader(t), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${victim.tokens.refresh_token}`,
    });
    expect(refresh.statusCode).toBe(400);
    // Twice is harmless and records one change.
    await call(admin, 'PUT', `/api/v1/admin/users/${victim.user.id}/status`, { status: 'DISABLED' });
    const enabled = await call(admin, 'PUT', `/api/v1/admin/users/${victim.user.id}/status`, {
      status: 'ACTIVE',
    });
    expect(enabled.json().status).toBe('ACTIVE');
    expect((await login()).statusCode).toBe(200);
    // The old token stays dead after enabling.
    expect((await call(victim, 'GET', '/api/v1/user')).statusCode).toBe(401);

    const trail = await call(admin, 'GET', `/api/v1/admin/audit-events?targetId=${victim.user.id}`);
    expect(
      trail
        .json()
        .content.map((e: { action: string; detail: { after: { status: string } } }) => [
          e.action,
          e.detail.after.status,
        ]),
    ).toEqual([
      ['user.status', 'ACTIVE'],
      ['user.status', 'DISABLED'],
    ]);
    expect(trail.json().content[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      targetType: 'user',
      targetEmail: victim.user.email,
    });
    // The trail itself keeps no address: the console reads it from the live account.
    expect(JSON.stringify(trail.json().content.map((e: { detail: unknown }) => e.detail))).not.toContain(
      victim.user.email,
    );
  });

  it('leaves admins to super admins and nobody changes their own status', async () => {
    const other = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const byAdmin = await call(admin, 'PUT', `/api/v1/admin/users/${other.user.id}/status`, {
      status: 'DISABLED',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only a super admin can disable or enable an admin');
    const own = await call(admin, 'PUT', `/api/v1/admin/users/${admin.user.id}/status`, {
      status: 'DISABLED',
    });
    expect(own.statusCode).toBe(403);
    const bySuper = await call(superAdmin, 'PUT', `/api/v1/admin/users/${other.user.id}/status`, {
      status: 'DISABLED',
    });
    expect(bySuper.statusCode).toBe(200);
    const unknown = await call(superAdmin, 'PUT', `/api/v1/admin/users/${someId}/status`, {
      status: 'DISABLED',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records role changes and admin creation (the spec calls) in the audit trail; admins by super admins only', async () => {
    const target = await createTestUser(t);
    expect(
      (await call(manager, 'PUT', '/api/v1/user', { id: target.user.id, role: 'MANAGER' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'PUT', '/api/v1/user', { id: target.user.id, role: 'MANAGER' })).statusCode,
    ).toBe(200);
    expect((await call(admin, 'PUT', '/api/v1/user', { id: target.user.id, role: 'ADMIN' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(superAdmin, 'PUT', '/api/v1/user', {
          id: target.user.id,
          role: 'ADMIN',
          password: superAdmin.password,
        })
      ).statusCode,
    ).toBe(200);
    // The super admin's own password: the new admin chooses theirs through a mailed link.
    const newAdmin = {
      email: 'new.admin@example.test',
      firstName: 'New',
      lastName: 'Admin',
      password: superAdmin.password,
    };
    expect((await call(admin, 'POST', '/api/v1/user/admin', newAdmin)).statusCode).toBe(403);
    const created = await call(superAdmin, 'POST', '/api/v1/user/admin', newAdmin);
    expect(created.statusCode).toBe(201);
    expect((await call(player, 'GET', '/api/v1/user/admin')).statusCode).toBe(403);
    expect(
      (await call(admin, 'GET', '/api/v1/user/admin')).json().map((u: { email: string }) => u.email),
    ).toContain(newAdmin.email);

    const trail = (await call(admin, 'GET', '/api/v1/admin/audit-events?size=3')).json();
    expect(trail.content.map((e: { action: string }) => e.action)).toEqual([
      'admin.create',
      'user.role',
      'user.role',
    ]);
    expect(trail.content[0]).toMatchObject({ actorId: superAdmin.user.id, targetId: created.json().id });
    expect(trail.content[1].detail).toMatchObject({
      before: { authorities: ['ROLE_MANAGER'] },
      after: { authorities: ['ROLE_ADMIN'] },
    });
    // A refused change leaves no record.
    expect(trail.content.filter((e: { actorId: string }) => e.actorId === manager.user.id)).toEqual([]);
  });

  it('keeps the audit trail append-only in the database', async () => {
    await expect(t.database.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const writes = await call(admin, 'PUT', '/api/v1/admin/audit-events');
    expect(writes.statusCode).toBe(404);
  });

  it('counts users, players, subscriptions and monthly revenue per currency', async () => {
    const before = (await call(admin, 'GET', '/api/v1/admin/stats')).json();
    const s = await createSubscriber(t);
    const sub = await subscribe(t, s);
    await t.database.db.execute(
      sql`update player_training_program_subscriptions set billing_enabled = true, payment_model = 'YEARLY' where id = ${sub.id}`,
    );
    const after = (await call(superAdmin, 'GET', '/api/v1/admin/stats')).json();
    expect(after.users).toBe(before.users + 1);
    expect(after.players).toBe(before.players + 1);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    expect(after.billedSubscriptions).toBe(before.billedSubscriptions + 1);
    const yearly = sub.trainingProgram.fees.find((f) => f.type === 'YEARLY')!;
    const sek = (list: { currency: string; amount: number }[]) =>
      list.find((m) => m.currency === yearly.currency)?.amount ?? 0;
    expect(sek(after.monthlyRecurringRevenue) - sek(before.monthlyRecurringRevenue)).toBe(
      Math.round(yearly.amount / 12),
    );
  });

  it('counts a player in Africa at the AFRICA fee they are charged, not the list price', async () => {
    const before = (await call(admin, 'GET', '/api/v1/admin/stats')).json();
    const s = await createSubscriber(t, {
      location: { city: 'Cairo', country: 'Egypt', latitude: 30.04, longitude: 31.24 },
    });
    const sub = await subscribe(t, s);
    await t.database.db.execute(
      sql`update player_training_program_subscriptions set billing_enabled = true, payment_model = 'MONTHLY' where id = ${sub.id}`,
    );
    const after = (await call(admin, 'GET', '/api/v1/admin/stats')).json();
    const monthly = sub.trainingProgram.fees.find((f) => f.type === 'MONTHLY')!;
    expect(monthly.region).toBe('AFRICA');
    const amountIn = (list: { currency: string; amount: number }[]) =>
      list.find((m) => m.currency === monthly.currency)?.amount ?? 0;
    expect(amountIn(after.monthlyRecurringRevenue) - amountIn(before.monthlyRecurringRevenue)).toBe(
      monthly.amount,
    );
  });
});

describe('the academy console: support inbox', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestUser;
  let player: TestUser;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url, SUPPORT_EMAIL: 'help@academy.test' } });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    player = await createTestUser(t, { language: 'fr' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('acknowledges a message with a reference, lists it OPEN, and a reply mails the sender and answers it', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support?language=sv',
      payload: { email: 'parent@example.test', subject: 'Faktura', message: 'Hur säger jag upp?' },
    });
    expect(sent.statusCode).toBe(201);
    const { id, reference } = sent.json();
    expect(reference).toBeGreaterThan(1000);
    const ack = await sink.waitForMail('parent@example.test');
    expect(ack.subject).toBe(`Vi har tagit emot ditt meddelande [#${reference}]`);
    expect(ack.text).toContain(`#${reference}`);

    const fromPlayer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      headers: player.headers,
      payload: { userId: player.user.id, subject: 'Phase', message: 'Quand ?' },
    });
    expect(fromPlayer.statusCode).toBe(201);
    await sink.waitForMail(player.user.email);

    const open = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/support-messages?status=OPEN',
        headers: admin.headers,
      })
    ).json();
    expect(open.totalElements).toBe(2);
    expect(open.content[0]).toMatchObject({
      id,
      reference,
      email: 'parent@example.test',
      userId: null,
      language: 'sv',
      status: 'OPEN',
      replies: [],
    });
    expect(open.content[1]).toMatchObject({
      userId: player.user.id,
      language: 'fr',
      email: player.user.email,
    });

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/support-messages/${id}/reply`,
      headers: admin.headers,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('text');

    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/support-messages/${id}/reply`,
      headers: admin.headers,
      payload: { text: 'Under Konto → Prenumeration.' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({
      status: 'ANSWERED',
      replies: [{ text: 'Under Konto → Prenumeration.', authorId: admin.user.id }],
    });
    const mail = await sink.waitForMail('parent@example.test');
    expect(mail.subject).toBe(`Sv: Faktura [#${reference}]`);
    expect(mail.text).toContain('Under Konto → Prenumeration.');
    expect(mail.raw).toMatch(/^Reply-To: help@academy\.test/im);
    expect(replied.json().replies[0].mailedAt).toEqual(expect.any(String));

    const lists = async (status: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/support-messages?status=${status}`,
          headers: admin.headers,
        })
      ).json();
    expect((await lists('OPEN')).content.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await lists('ANSWERED')).content.map((m: { id: string }) => m.id)).toEqual([id]);
    const trail = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit-events', headers: admin.headers })
    ).json();
    expect(trail.content[0]).toMatchObject({ action: 'support.reply', targetId: id, actorId: admin.user.id });

    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/support-messages/${id}/reply`,
      headers: player.headers,
      payload: { text: 'I am not an admin' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
