import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAuthHeader, createTestUser } from '../test/factories.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/helpers.ts';

/**
 * Two server instances on one database stand for two processes: each has its own copy of the
 * bearer → user answers. A change made behind an instance's back (plain SQL, as another process
 * or an operator would) reaches both at once through the database's notification.
 */
describe('the token cache of the authenticated reads', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = await buildTestApp({ database: db });
    b = await buildTestApp({ database: db });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  const me = (t: TestApp, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

  /** The instance's answer once the notification has had its moment (at most 5 s on a busy machine). */
  async function eventually(
    t: TestApp,
    headers: { authorization: string },
    expected: (res: Awaited<ReturnType<typeof me>>) => boolean,
  ) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await me(t, headers);
      if (expected(res) || Date.now() > deadline) return res;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('serves repeated reads from the copy', async () => {
    const u = await createTestUser(a);
    expect((await me(b, u.headers)).statusCode).toBe(200);
    expect(b.app.authCache.tokens.enabled).toBe(true);
    expect(b.app.authCache.tokens.get(u.tokens.access_token)?.id).toBe(u.user.id);
    expect(JSON.parse(b.app.authCache.users.get(u.user.id) ?? '{}').email).toBe(u.user.email);
  });

  it('forgets a token revoked elsewhere at once', async () => {
    const u = await createTestUser(a);
    expect((await me(b, u.headers)).statusCode).toBe(200);
    await db.database.exec(`update oauth_tokens set revoked_at = now() where user_id = '${u.user.id}'`);
    const res = await eventually(b, u.headers, (r) => r.statusCode === 401);
    expect(res.statusCode).toBe(401);
  });

  it('forgets a user disabled, or given another role, elsewhere', async () => {
    const disabled = await createTestUser(a);
    const promoted = await createTestUser(a);
    expect((await me(b, disabled.headers)).statusCode).toBe(200);
    expect((await me(b, promoted.headers)).json().authorities).toEqual(['ROLE_PLAYER']);
    await db.database.exec(`update users set status = 'DISABLED' where id = '${disabled.user.id}'`);
    await db.database.exec(`update users set authorities = '{ROLE_ADMIN}' where id = '${promoted.user.id}'`);
    expect((await eventually(b, disabled.headers, (r) => r.statusCode === 401)).statusCode).toBe(401);
    const res = await eventually(b, promoted.headers, (r) => r.json().authorities?.[0] === 'ROLE_ADMIN');
    expect(res.json().authorities).toEqual(['ROLE_ADMIN']);
  });

  it('answers 401 right after a sign-out and the new name right after a change, in the same process', async () => {
    const u = await createTestUser(a);
    expect((await me(a, u.headers)).statusCode).toBe(200);
    const renamed = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${u.user.id}/person`,
      headers: u.headers,
      payload: { firstName: 'Renamed', lastName: 'Player' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(a, u.headers)).json().firstName).toBe('Renamed');
    // Sign-out is a client call (no bearer): the token service tells this process itself.
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { ...clientAuthHeader(a), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${u.tokens.access_token}`,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(a, u.headers)).statusCode).toBe(401);
  });
});
