import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAllUserTokens } from '../modules/auth/token.service.ts';
import { clientAuthHeader, createTestUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

describe('auth guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        app.get('/api/test/me', { preHandler: app.authenticate }, async (request) => ({
          id: request.user?.id,
        }));
        app.get('/api/test/maybe', { preHandler: app.authenticateOptional }, async (request) => ({
          id: request.user?.id ?? null,
        }));
        app.get(
          '/api/test/admin',
          { preHandler: [app.authenticate, app.requireRoles('ROLE_ADMIN', 'ROLE_SUPER_ADMIN')] },
          async () => ({ ok: true }),
        );
        app.post('/api/test/client', { preHandler: app.authenticateClient }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  it('lets a live bearer token through and names its user', async () => {
    const u = await createTestUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/test/me', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: u.user.id });
  });

  it('answers 401 in the contract body for a missing, unknown or revoked token', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/test/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 401, error: 'Unauthorized', path: '/api/test/me' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { authorization: 'Bearer nope' },
    });
    expect(unknown.statusCode).toBe(401);
    const u = await createTestUser(t);
    await revokeAllUserTokens(t.database.db, u.user.id, t.clock.now());
    const revoked = await t.app.inject({ method: 'GET', url: '/api/test/me', headers: u.headers });
    expect(revoked.statusCode).toBe(401);
  });

  it('treats an open route without a token as anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/maybe' });
    expect(res.json()).toEqual({ id: null });
  });

  it('keeps admin routes to admins', async () => {
    const player = await createTestUser(t);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: player.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: admin.headers })).statusCode,
    ).toBe(200);
  });

  it('checks the client credentials in constant time and answers invalid_client', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/test/client', headers: clientAuthHeader(t) });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/client',
      headers: { authorization: `Basic ${Buffer.from('academy-web:wrong').toString('base64')}` },
    });
    expect(bad.statusCode).toBe(401);
    // Outside /api/oauth/* the contract's error body; the token calls answer RFC 6749 invalid_client.
    expect(bad.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: 'Bad client credentials',
    });
  });
});
