import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COACH_MESSAGES,
  emailSchema,
  errorBodySchema,
  FIRST_PAINT_SCRIPT,
  USER_MESSAGES,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, forbidden } from './lib/errors.ts';
import { tooManyRequests } from './plugins/rate-limit.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test/helpers.ts';

let testDb: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await buildTestApp({
    database: testDb,
    routes: (app) => {
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ email: z.email(), age: z.number().int().min(0), name: z.string().min(1) }),
          },
        },
        async (request) => request.body,
      );
      app.get('/api/test/boom', async () => {
        throw new Error('relation "users" does not exist: select * from users where password_hash = $1');
      });
      app.post('/api/test/email', { schema: { body: z.object({ email: emailSchema }) } }, async () => ({}));
      app.get('/api/test/not-your-player', async () => {
        throw forbidden(COACH_MESSAGES.notYourPlayer);
      });
      app.get('/api/test/taken', async () => {
        throw conflict(USER_MESSAGES.phoneTaken, 'phoneNumber');
      });
      app.get('/api/test/throttled', async () => {
        throw tooManyRequests(30);
      });
      app.get('/api/test/uncatalogued', async () => {
        throw Object.assign(new Error('Method GET is not here'), { statusCode: 405 });
      });
      app.get('/api/test/slow', async () => {
        await new Promise((r) => setTimeout(r, 300));
        return { done: true };
      });
    },
  });
});

afterAll(async () => {
  await t.close();
  await testDb.drop();
});

describe('health', () => {
  it('answers /api/health while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers /api/ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('error bodies', () => {
  it('lists each invalid field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', age: -1 },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body).toMatchObject({
      status: 400,
      error: 'Bad Request',
      code: 'validation.failed',
      message: 'Validation failed',
      path: '/api/test/echo',
    });
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['age', 'email', 'name']);
    expect(body.errors?.every((e) => e.message.length > 0)).toBe(true);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.se",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'error.malformedJson',
      message: 'Malformed JSON in request body',
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, error: 'Payload Too Large', code: 'error.bodyTooLarge' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        status: 404,
        error: 'Not Found',
        code: 'error.notFound',
        message: 'Not found',
        path: '/api/v1/does-not-exist',
      });
    }
  });

  it('keeps stacks, SQL and internals out of a 500 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      error: 'Internal Server Error',
      code: 'error.internal',
      message: 'An unexpected error occurred',
      path: '/api/test/boom',
    });
    expect(res.body).not.toMatch(/select|users|password|at .*\.ts/);
  });
});

describe('error codes', () => {
  it("carries the code of a domain error's message, on the body and on its field", async () => {
    const denied = await t.app.inject({ method: 'GET', url: '/api/test/not-your-player' });
    expect(denied.json()).toMatchObject({
      status: 403,
      code: 'coach.notYourPlayer',
      message: COACH_MESSAGES.notYourPlayer,
    });
    const taken = await t.app.inject({ method: 'GET', url: '/api/test/taken' });
    expect(taken.json()).toMatchObject({
      status: 409,
      code: 'user.phoneTaken',
      errors: [{ field: 'phoneNumber', message: USER_MESSAGES.phoneTaken, code: 'user.phoneTaken' }],
    });
  });

  it('gives a rate limit, a missing token and an error without a catalogued message a code', async () => {
    const throttled = await t.app.inject({ method: 'GET', url: '/api/test/throttled' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'error.tooManyRequests' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'error.unauthorized' });
    const uncatalogued = await t.app.inject({ method: 'GET', url: '/api/test/uncatalogued' });
    expect(uncatalogued.json()).toMatchObject({
      status: 405,
      code: 'http.methodNotAllowed',
      message: 'Method GET is not here',
    });
  });

  it('gives the field errors of a validation the codes of their messages when the contract names them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/email',
      payload: { email: 'not-an-email' },
    });
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe('validation.failed');
    expect(body.errors?.find((e) => e.field === 'email')).toMatchObject({
      message: USER_MESSAGES.emailInvalid,
      code: 'user.emailInvalid',
    });
  });
});

describe('headers and logs', () => {
  it('sends an API answer the API security headers: no-store, a policy that allows nothing, no framing', async () => {
    for (const url of ['/api/health', '/api/nothing', '/api/v1/user']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      // Headers that only guard a rendered page are not sent with JSON.
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it("gives the API's reference page the page policy, not the API's", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("gives a page the page policy: the app's own scripts plus exactly the first screen's inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Scripts from the app itself, plus exactly the first screen's inline script (its SHA-256 hash).
    const firstPaintHash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${firstPaintHash}';`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('never logs authorization headers or secret query values', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/nothing?access_token=tok-secret-123&token=tok-secret-456&code=987654',
      headers: { authorization: 'Bearer bearer-secret-789', cookie: 'XSRF-TOKEN=cookie-secret' },
    });
    const logs = t.logs();
    expect(logs).toContain('/api/nothing');
    for (const secret of [
      'tok-secret-123',
      'tok-secret-456',
      '987654',
      'bearer-secret-789',
      'cookie-secret',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('finishes in-flight requests when it closes', async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const other = await buildTestApp({
      database: testDb,
      routes: (app) => {
        app.post('/api/test/email', { schema: { body: z.object({ email: emailSchema }) } }, async () => ({}));
        app.get('/api/test/not-your-player', async () => {
          throw forbidden(COACH_MESSAGES.notYourPlayer);
        });
        app.get('/api/test/taken', async () => {
          throw conflict(USER_MESSAGES.phoneTaken, 'phoneNumber');
        });
        app.get('/api/test/throttled', async () => {
          throw tooManyRequests(30);
        });
        app.get('/api/test/uncatalogued', async () => {
          throw Object.assign(new Error('Method GET is not here'), { statusCode: 405 });
        });
        app.get('/api/test/slow', async () => {
          started();
          await new Promise((r) => setTimeout(r, 300));
          return { done: true };
        });
      },
    });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address() as { port: number };
    const pending = fetch(`http://127.0.0.1:${address.port}/api/test/slow`);
    // Close only once the request is really in flight (a fixed delay races a busy machine).
    await handlerStarted;
    const closing = Date.now();
    await other.app.close();
    // Closing waits for the request, not for its connection's keep-alive timeout (72 s).
    expect(Date.now() - closing).toBeLessThan(20_000);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
  });
});

describe('the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
    mkdirSync(path.join(dist, 'assets/i18n'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Academy</title><link rel="modulepreload" href="/assets/home.js"><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'page.html'), '<!doctype html><title>Academy</title><div id="root"></div>');
    mkdirSync(path.join(dist, 'pages/auth'), { recursive: true });
    writeFileSync(
      path.join(dist, 'pages/auth/login.html'),
      '<!doctype html><title>Academy</title><link rel="modulepreload" href="/assets/login.js"><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets/i18n/en.json'), '{"hello":"Hello"}');
    web = await buildTestApp({ database: testDb, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => web.app.close());

  it("answers the app's pages with the app and 200, unknown pages with the app and 404", async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/auth/login', 200],
      ['/program/', 200],
      ['/account?access_token=x', 200],
      ['/no/such/page?x=1', 404],
      ['/auth', 404],
    ] as const) {
      const res = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it("sends a page's own preload hints only with that page (the others get page.html)", async () => {
    const home = await web.app.inject({ method: 'GET', url: '/?coupon=x', headers: { accept: 'text/html' } });
    expect(home.body).toContain('/assets/home.js');
    for (const url of ['/auth/login', '/support', '/no/such/page']) {
      const res = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('/assets/home.js');
      expect(res.body.includes('/assets/login.js'), url).toBe(url === '/auth/login');
    }
  });

  it('keeps JSON 404s for /api and missing files', async () => {
    const api = await web.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
    const file = await web.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates translations', async () => {
    const js = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    const i18n = await web.app.inject({ method: 'GET', url: '/assets/i18n/en.json' });
    expect(i18n.json()).toEqual({ hello: 'Hello' });
    expect(i18n.headers['cache-control']).toBe('no-cache');
  });
});
