import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { codeIn, nextIp } from '../test/account-helpers.ts';
import { createTestUser } from '../test/factories.ts';
import { buildTestApp, createTestConfig, createTestDatabase, type TestApp } from '../test/helpers.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { clockFor, systemClock, TestClock } from './clock.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the test clock', () => {
  it('starts where it is told, runs on or stands still, and moves', () => {
    const frozen = new TestClock(new Date('2026-03-10T08:00:00Z'), { frozen: true });
    expect(frozen.now().toISOString()).toBe('2026-03-10T08:00:00.000Z');
    frozen.advance(48 * HOUR);
    expect(frozen.now().toISOString()).toBe('2026-03-12T08:00:00.000Z');
    const running = new TestClock(new Date('2030-01-01T00:00:00Z'));
    expect(running.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2030-01-01T00:00:00Z'));
    running.set(new Date('2031-06-01T12:00:00Z'));
    expect(running.now().getUTCFullYear()).toBe(2031);
  });

  it('is what TEST_CLOCK asks for; no test clock without it', () => {
    const config = loadConfig({ TEST_CLOCK: '2026-03-29T00:30:00Z' });
    expect(config.clock).toEqual({ kind: 'test', start: new Date('2026-03-29T00:30:00Z') });
    expect(clockFor(config).now().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-29T00:30:00Z'));
    expect(loadConfig({}).clock).toEqual({ kind: 'system' });
    expect(clockFor(loadConfig({}))).toBe(systemClock);
    // The sandbox's test clock is one too (its route runs the billing job ahead of the app's clock).
    expect(loadConfig({ SANDBOX_TEST_CLOCK: 'true' }).clock).toEqual({ kind: 'test', start: null });
    expect(() => loadConfig({ TEST_CLOCK: 'next tuesday' })).toThrow(
      /TEST_CLOCK: must be an ISO 8601 instant/,
    );
  });

  it('is refused by a production server on a public address, with the variable named', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://academy.example', PAYMENTS: 'sandbox' };
    for (const env of [{ TEST_CLOCK: '2026-03-10T08:00:00Z' }, { SANDBOX_TEST_CLOCK: 'true' }]) {
      let error: unknown;
      try {
        loadConfig({ ...production, ...env });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.join('\n')).toMatch(
        new RegExp(`^${Object.keys(env)[0]}: a test clock is refused in production`),
      );
    }
    // The browser tests' production build on a loopback address keeps the sandbox's test clock.
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:4100', SANDBOX_TEST_CLOCK: 'true' })
        .clock.kind,
    ).toBe('test');
  });

  it('cannot be slipped into a production app by its dependencies', async () => {
    const db = await createTestDatabase();
    try {
      const config = { ...createTestConfig({ LOG_LEVEL: 'silent' }), env: 'production' as const };
      await expect(buildApp(config, { database: db.database, clock: new TestClock() })).rejects.toThrow(
        /refused in production/,
      );
    } finally {
      await db.drop();
    }
  });
});

describe('one clock for JavaScript and SQL', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('an access token dies when the clock passes its hour, though the token was just used', async () => {
    const u = await createTestUser(t);
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers });
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(59 * MINUTE);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect((await me()).statusCode).toBe(401);
  });

  it('a reset code mailed now no longer works when the clock has moved past its lifetime', async () => {
    const u = await createTestUser(t, { email: 'clock-reset@example.test' });
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-reset',
      payload: { email: u.user.email },
      remoteAddress: nextIp(),
    });
    expect(ask.statusCode).toBe(202);
    const code = codeIn(await sink.waitForMail(u.user.email));
    t.clock.advance(2 * HOUR);
    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password-reset',
      payload: { email: u.user.email, code, newPassword: 'a-new-pass-9' },
      remoteAddress: nextIp(),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].field).toBe('code');
  });
});
