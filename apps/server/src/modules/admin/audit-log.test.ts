import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

/** The audit log filtered by actor, target and action, paged, with reasons and deleted users. */
describe('the readable audit log', () => {
  let t: TestApp;
  let ada: TestUser;
  let bo: TestUser;
  let target: TestUser;
  let leaving: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    bo = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
    target = await createTestUser(t, { twoFactor: true });
    leaving = await createTestUser(t);
    const call = (who: TestUser, method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers: who.headers, payload, remoteAddress: nextIp() });
    expect((await call(ada, 'PUT', '/api/v1/user', { id: target.user.id, role: 'MANAGER' })).statusCode).toBe(
      200,
    );
    expect(
      (await call(bo, 'PUT', `/api/v1/admin/users/${target.user.id}/status`, { status: 'DISABLED' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(ada, 'PUT', `/api/v1/admin/users/${target.user.id}/status`, { status: 'ACTIVE' }))
        .statusCode,
    ).toBe(200);
    const reset = await call(ada, 'POST', `/api/v1/admin/users/${target.user.id}/two-factor-reset`, {
      identityCheck: 'Called back on the number on file',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(bo, 'PUT', '/api/v1/user', { id: leaving.user.id, role: 'MANAGER' })).statusCode).toBe(
      200,
    );
    await t.database.db.execute(sql`delete from users where id = ${leaving.user.id}`);
  });
  afterAll(() => t?.close());

  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-events?${query}`,
      headers: ada.headers,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      totalElements: number;
      content: {
        action: string;
        actorId: string;
        targetEmail: string | null;
        targetDeleted: boolean;
        reason: string | null;
      }[];
    };
  };

  it('filters by target, actor and action (whole or family), and pages', async () => {
    const aboutTarget = await list(`targetId=${target.user.id}`);
    expect(aboutTarget.content.map((e) => e.action)).toEqual([
      'user.twoFactorReset',
      'user.status',
      'user.status',
      'user.role',
    ]);
    expect(aboutTarget.content.every((e) => e.targetEmail === target.user.email && !e.targetDeleted)).toBe(
      true,
    );

    const byBo = await list(`actorId=${bo.user.id}`);
    expect(byBo.content.map((e) => e.action)).toEqual(['user.role', 'user.status']);
    const adasStatus = await list(`actorId=${ada.user.id}&action=user.status`);
    expect(adasStatus.totalElements).toBe(1);
    const family = await list(`targetId=${target.user.id}&action=user`);
    expect(family.totalElements).toBe(4);
    const byEmail = await list(
      `targetEmail=${encodeURIComponent(target.user.email.toUpperCase())}&action=user.role`,
    );
    expect(byEmail.content).toMatchObject([{ action: 'user.role', actorId: ada.user.id }]);

    const page0 = await list(`targetId=${target.user.id}&size=3&page=0`);
    const page1 = await list(`targetId=${target.user.id}&size=3&page=1`);
    expect(page0.content).toHaveLength(3);
    expect(page1.content.map((e) => e.action)).toEqual(['user.role']);
    expect(page0.totalElements).toBe(4);
  });

  it('gives the reason where one was given, and marks a deleted user', async () => {
    const [reset] = (await list(`targetId=${target.user.id}&action=user.twoFactorReset`)).content;
    expect(reset!.reason).toBe('Called back on the number on file');
    const [gone] = (await list(`targetId=${leaving.user.id}`)).content;
    expect(gone).toMatchObject({ action: 'user.role', targetEmail: null, targetDeleted: true, reason: null });
  });

  it('refuses bad filters with the field', async () => {
    for (const [query, field] of [
      ['actorId=not-an-id', 'actorId'],
      ['action=user.role%25', 'action'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit-events?${query}`,
        headers: ada.headers,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });
});
