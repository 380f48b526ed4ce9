// PostgreSQL stopped and restarted under load, on a private throw-away
// PostgreSQL cluster (never the machine's shared server), with the built server as `npm start` runs it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, terminate, waitFor, waitReady } from './cluster.mjs';
import { httpClient, randomLoopbackAddress } from './http-client.mjs';
import { privatePostgresProblem, startPrivatePostgres } from './private-postgres.mjs';
import { ensureBuiltServer, signUpBody, sql, uniqueEmail } from './test-support.mjs';

const skipReason = privatePostgresProblem();
if (skipReason) console.warn(`\n⚠ database outage test SKIPPED: ${skipReason}\n`);

describe.skipIf(skipReason)('while PostgreSQL restarts under load', () => {
  let postgres;
  let server;
  let dir;
  let base;

  beforeAll(async () => {
    const started = Date.now();
    await ensureBuiltServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'academy-outage-test-'));
    postgres = await startPrivatePostgres();
    const postgresMs = Date.now() - started;
    const env = { ...process.env };
    for (const k of [
      'DATABASE_URL',
      'POSTGRES_TEST_URL',
      'REDIS_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
      delete env[k];
    server = { name: 'server', port: await freePort(), logFile: path.join(dir, 'server.log') };
    base = `http://127.0.0.1:${server.port}`;
    server.child = startProcess(server, {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      DATA_DIR: dir,
      PUBLIC_URL: base,
      TOTP_ENCRYPTION_KEY: randomBytes(24).toString('base64url'),
      SUBSCRIPTION_JOB_INTERVAL_SECONDS: '0',
    });
    await waitReady(server, 180_000);
    console.log(
      `outage: private PostgreSQL (initdb, start) in ${postgresMs} ms; server ready after ` +
        `${Date.now() - started - postgresMs} ms (load average ${os.loadavg()[0].toFixed(1)})`,
    );
  }, 240_000);

  afterAll(async () => {
    if (server?.child) await terminate(server.child);
    postgres?.remove();
    // CLUSTER_KEEP_LOGS=1 keeps the processes' logs (the folder is printed).
    if (dir && !process.env.CLUSTER_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else if (dir) console.log(`logs kept in ${dir}`);
  }, 60_000);

  it('answers 503 with Retry-After (never 500), says not ready, loses no acknowledged write and recovers', async () => {
    const answers = [];
    let stop = false;
    let phase = 'up';
    // Four writers sign up new accounts (a user and its verification code, one transaction), each
    // from an address of its own so the per-address sign-up limit is never what answers.
    const writer = async () => {
      while (!stop) {
        const client = httpClient(base, { from: randomLoopbackAddress() });
        const email = uniqueEmail('outage');
        const sentIn = phase;
        const res = await client
          .request('POST', '/api/v1/user', { client: true, json: signUpBody(email) })
          .catch((error) => ({ status: `no answer: ${error.message}`, headers: {} }));
        client.close();
        answers.push({
          email,
          status: res.status,
          retryAfter: res.headers['retry-after'],
          at: Date.now(),
          phase: sentIn,
        });
      }
    };
    const probe = httpClient(base);
    const ready = async () => (await probe.request('GET', '/api/ready')).status;
    const acknowledged = () => answers.filter((a) => a.status === 201).length;
    const writers = [1, 2, 3, 4].map(writer);
    let duringOutage;
    try {
      await waitFor(() => acknowledged() >= 4, { ms: 60_000, what: '4 sign-ups before the outage' });

      // 1. PostgreSQL stopped (fast: connections are cut) — the API says so.
      const stoppedAt = answers.length;
      phase = 'stopped';
      await postgres.stop();
      await waitFor(async () => (await ready()) === 503, { ms: 30_000, what: '/api/ready answering 503' });
      await waitFor(() => answers.slice(stoppedAt).some((a) => a.status === 503), {
        ms: 30_000,
        what: 'a sign-up answered 503 while PostgreSQL is down',
      });
      duringOutage = await probe.request('GET', '/api/v1/user', { token: 'a-token-of-nobody' });
      expect((await probe.request('GET', '/api/health')).status).toBe(200);

      // 2. Started again: the server recovers by itself.
      await postgres.start();
      phase = 'started again';
      await waitFor(async () => (await ready()) === 200, {
        ms: 60_000,
        what: '/api/ready answering 200 again',
      });
      let mark = acknowledged();
      await waitFor(() => acknowledged() >= mark + 4, { ms: 60_000, what: '4 sign-ups after the start' });

      // 3. pg_ctl restart -m fast while the writers go on.
      phase = 'restart';
      await postgres.restart();
      await waitFor(async () => (await ready()) === 200, {
        ms: 60_000,
        what: '/api/ready after the restart',
      });
      phase = 'after the restart';
      mark = acknowledged();
      await waitFor(() => acknowledged() >= mark + 4, { ms: 60_000, what: '4 sign-ups after the restart' });
    } finally {
      stop = true;
      await Promise.all(writers);
      probe.close();
    }

    expect(duringOutage.status).toBe(503);
    expect(duringOutage.headers['retry-after']).toBe('2');
    // Every answer is a success or a 503 with Retry-After: never a 500.
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && a.retryAfter !== '2')).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);

    // Every acknowledged sign-up is there; nothing is half-written (each user has its code row).
    const ok = answers.filter((a) => a.status === 201).map((a) => a.email);
    const stored = await sql(postgres.url, 'select email from users where email = any($1)', [ok]);
    expect(stored.map((r) => r.email).sort()).toEqual([...ok].sort());
    const halfWritten = await sql(
      postgres.url,
      `select u.email from users u
        where u.email like 'outage.%'
          and not exists (select 1 from verifications v where v.id = u.verification_id and v.user_id = u.id)`,
    );
    expect(halfWritten).toEqual([]);
    // The server never answered 500, also to nobody else; it is still the same process.
    const log = readFileSync(server.logFile, 'utf8');
    expect(log).not.toMatch(/"statusCode":5(?!03)\d\d/);
    expect(server.child.exitCode).toBeNull();
    const phases = [...new Set(answers.map((a) => a.phase))];
    const byPhase = phases.map((name) => {
      const list = answers.filter((a) => a.phase === name);
      const count = (status) => list.filter((a) => a.status === status).length;
      return `${name}: ${count(201)} × 201, ${count(503)} × 503`;
    });
    const restart503 = unavailable.filter((a) => a.phase === 'restart').map((a) => a.at);
    console.log(
      `database outage: ${answers.length} sign-ups, ${ok.length} acknowledged (all stored), ${unavailable.length} answered 503 + Retry-After, none 500\n` +
        `  by phase (when sent) — ${byPhase.join('; ')}\n` +
        (restart503.length
          ? `  pg_ctl restart -m fast: 503s within ${Math.max(...restart503) - Math.min(...restart503)} ms`
          : '  pg_ctl restart -m fast: no request happened to meet the restart'),
    );
  }, 180_000);
});
