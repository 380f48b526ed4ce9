import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { freePort } from '../test/free-port.ts';
import { createTestConfig } from '../test/helpers.ts';

/** A server whose PostgreSQL cannot be reached (nothing listens on its port). */
describe('while the database is unreachable', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const port = await freePort();
    database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/nowhere` });
    app = await buildApp(createTestConfig({ LOG_LEVEL: 'silent' }), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After, and /api/ready says not ready', async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: 'Bearer some-token-of-someone' },
    });
    expect(me.statusCode).toBe(503);
    expect(me.headers['retry-after']).toBe('2');
    expect(me.json()).toMatchObject({ status: 503, error: 'Service Unavailable' });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('academy-web:academy-web-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password&username=a%40example.test&password=secret-pass-1&scope=read+write',
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['retry-after']).toBe('2');
    expect(signIn.json()).toMatchObject({ error: 'temporarily_unavailable' });

    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
    // The process itself is fine.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
