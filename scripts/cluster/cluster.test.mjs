// Three processes of the built server on one PostgreSQL (a fresh database) and Redis, behind
// HAProxy, as `npm run cluster` starts them; every call goes through the proxy.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { startCluster, waitFor } from './cluster.mjs';
import { ensureHaproxy } from './haproxy.mjs';
import { httpClient, randomLoopbackAddress } from './http-client.mjs';
import {
  createThrowAwayDatabase,
  ensureBuiltServer,
  passwordGrant,
  playerBody,
  postgresProblem,
  redisProblem,
  redisUrl,
  signUpBody,
  sql,
  uniqueEmail,
} from './test-support.mjs';

const PROCESSES = 3;
const haproxy = ensureHaproxy();
const skipReason = !haproxy.path ? haproxy.reason : ((await postgresProblem()) ?? (await redisProblem()));
if (skipReason) console.warn(`\n⚠ cluster test SKIPPED: ${skipReason}\n`);

describe.skipIf(skipReason)(`${PROCESSES} server processes behind HAProxy`, () => {
  let sink;
  let database;
  let cluster;
  let dir;
  let api;
  /** The account made by the first test, used by the later ones. */
  const account = { email: uniqueEmail('cluster'), password: 'cluster-pass-1' };

  beforeAll(async () => {
    const started = Date.now();
    await ensureBuiltServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'academy-cluster-test-'));
    sink = await startSmtpSink();
    database = await createThrowAwayDatabase('academy_cluster');
    const databaseMs = Date.now() - started;
    const env = { ...process.env };
    for (const k of ['DATABASE_URL', 'POSTGRES_TEST_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
      delete env[k];
    cluster = await startCluster({
      processes: PROCESSES,
      dir,
      haproxy: haproxy.path,
      env: {
        ...env,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl(),
        SMTP_URL: sink.url,
        DATA_DIR: dir,
        TOTP_ENCRYPTION_KEY: randomBytes(24).toString('base64url'),
        SUBSCRIPTION_JOB_INTERVAL_SECONDS: '1',
        // Debug: one line per subscription job run (the job test counts each process's runs).
        LOG_LEVEL: 'debug',
      },
    });
    api = httpClient(cluster.url, { from: randomLoopbackAddress() });
    console.log(
      `cluster: database ${database.name} made in ${databaseMs} ms; ${PROCESSES} processes and haproxy ready ` +
        `after ${Date.now() - started - databaseMs} ms (load average ${os.loadavg()[0].toFixed(1)})`,
    );
  }, 240_000);

  afterAll(async () => {
    api?.close();
    await cluster?.stop();
    await sink?.close();
    await database?.drop();
    // CLUSTER_KEEP_LOGS=1 keeps the processes' logs (the folder is printed).
    if (dir && !process.env.CLUSTER_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else if (dir) console.log(`logs kept in ${dir}`);
  }, 60_000);

  const backendOf = (res) => res.headers['x-academy-backend'];

  it('serves the main flows: sign-up, verification, sign-in, the user, writes, a subscription', async () => {
    const seen = new Set();
    const call = async (method, url, options) => {
      const res = await api.request(method, url, options);
      seen.add(backendOf(res));
      return res;
    };
    const signup = await call('POST', '/api/v1/user', { client: true, json: signUpBody(account.email) });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const code = /\b(\d{6})\b/.exec((await sink.waitForMail(account.email, 30_000)).text)?.[1];
    expect(code).toBeDefined();

    const signIn = await call('POST', '/api/oauth/token', {
      client: true,
      form: passwordGrant(account.email, account.password),
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    account.token = signIn.body.access_token;
    const auth = { token: account.token };
    const verified = await call('PUT', '/api/v1/user/verify', {
      ...auth,
      json: { id: signup.body.id, code },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.status).toBe('ACTIVE');

    const me = await call('GET', '/api/v1/user', auth);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: account.email, authorities: [] });
    // A write, then the read right after it shows it (one token's calls stay on one process).
    const role = await call('PUT', '/api/v1/user', { ...auth, json: { id: signup.body.id, role: 'PLAYER' } });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const after = await call('GET', '/api/v1/user', auth);
    expect(after.body.authorities).toEqual(['ROLE_PLAYER']);
    expect(backendOf(after)).toBe(backendOf(me));

    const player = await call('POST', '/api/v1/player', { ...auth, json: playerBody(signup.body.id) });
    expect(player.status, JSON.stringify(player.body)).toBe(201);
    const program = await call(
      'GET',
      `/api/v1/training-program/age-group/${player.body.ageGroupId}?status=PUBLIC`,
      auth,
    );
    expect(program.status).toBe(200);
    const sub = await call('POST', '/api/v1/player-training-program-subscription', {
      ...auth,
      json: { playerId: player.body.id, trainingProgramId: program.body.id, coupon: null },
    });
    expect([200, 201]).toContain(sub.status);
    const checkout = await call('POST', '/api/v1/billing/checkout-session', {
      ...auth,
      json: {
        language: 'en',
        subscriptionId: sub.body.id,
        paymentModel: 'MONTHLY',
        callBackSuccessURL: `${cluster.url}/account?subscription_state=successful`,
        callBackCancelURL: `${cluster.url}/account?subscription_state=unsuccessful`,
        coupon: null,
        metaData: { event: 'cluster-test' },
      },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await call('POST', checkout.body.url, {
      form: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.status).toBe(303);
    const active = await call('GET', '/api/v1/player-training-program-subscription?status=ACTIVE', auth);
    expect(active.body).toMatchObject([{ id: sub.body.id, billingEnabled: true }]);
    account.subscriptionId = sub.body.id;
    // Round robin: the calls above went to every process.
    expect([...seen].sort()).toEqual(cluster.servers.map((s) => s.name));
  }, 120_000);

  it('holds a rate limit across the processes', async () => {
    // Wrong passwords for one account from one address, spread over the processes: 5 are checked, then 429.
    const guesser = httpClient(cluster.url, { from: randomLoopbackAddress() });
    const statuses = [];
    const backends = new Set();
    for (let i = 0; i < 8; i++) {
      const res = await guesser.request('POST', '/api/oauth/token', {
        client: true,
        form: passwordGrant(account.email, `wrong-pass-${i}`),
      });
      statuses.push(res.status);
      backends.add(backendOf(res));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect(backends.size).toBe(PROCESSES);

    guesser.close();

    // The per-address limit of the token endpoint (60 a minute) is counted in Redis: 64 calls from a
    // new address, 8 at a time over all processes: exactly 60 get through. Counted per process, 180 would.
    const caller = httpClient(cluster.url, { from: randomLoopbackAddress() });
    const codes = [];
    for (let batch = 0; batch < 8; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          caller.request('POST', '/api/oauth/token', {
            client: true,
            form: { grant_type: 'refresh_token', refresh_token: `not-a-token-${batch}-${i}` },
          }),
        ),
      );
      codes.push(...answers.map((a) => a.status));
    }
    caller.close();
    expect(codes.filter((c) => c === 400)).toHaveLength(60);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  }, 120_000);

  it('sends the free-month reminder once, whichever process runs the job', async () => {
    const runsOf = (s) =>
      readFileSync(s.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"msg":"subscription job"') && l.endsWith('}'))
        .map((l) => JSON.parse(l).report);
    const reminders = (s) => runsOf(s).reduce((n, r) => n + r.reminders, 0);
    const before = sink.mails.length;
    // The free month now ends in two days: the reminder (three days before) is due on every process.
    await sql(
      database.url,
      `update player_training_program_subscriptions set trial_ends_at = now() + interval '2 days' where id = $1`,
      [account.subscriptionId],
    );
    const mail = await sink.nextMail(account.email, before, 60_000);
    expect(mail.subject).toMatch(/^Your free month ends on /);

    // Each process runs the job (every second) at least twice more after the mail went out…
    const runsAtMail = cluster.servers.map((s) => runsOf(s).length);
    await waitFor(() => cluster.servers.every((s, i) => runsOf(s).length >= runsAtMail[i] + 2), {
      ms: 60_000,
      what: 'every process running the subscription job twice more',
    });
    // …and there is still one reminder: one claim row, one mail, sent by one process.
    const toUser = sink.mails.slice(before).filter((m) => m.to.includes(account.email.toLowerCase()));
    expect(toUser.map((m) => m.subject)).toEqual([mail.subject]);
    const claims = await sql(
      database.url,
      `select count(*)::int as n from subscription_reminders where subscription_id = $1 and kind = 'TRIAL_ENDING'`,
      [account.subscriptionId],
    );
    expect(claims[0].n).toBe(1);
    expect(cluster.servers.map(reminders).reduce((a, b) => a + b, 0)).toBe(1);
  }, 120_000);

  it('charges the renewal once, whichever process runs the job', async () => {
    const runsOf = (s) =>
      readFileSync(s.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"msg":"subscription job"') && l.endsWith('}')).length;
    const paymentsOf = async () =>
      sql(database.url, 'select amount from payments where subscription_id = $1', [account.subscriptionId]);
    expect(await paymentsOf()).toEqual([]);
    // The free month is over at the (sandbox) provider: the renewal is due on every process. (In
    // milliseconds, as the app writes it: the renewal compares the period end with a JavaScript Date.)
    const [{ ends }] = await sql(
      database.url,
      `update sandbox_subscriptions set current_period_end = date_trunc('milliseconds', now() - interval '1 minute')
        where subscription_id = $1 returning current_period_end as ends`,
      [account.subscriptionId],
    );
    await waitFor(async () => (await paymentsOf()).length > 0, { ms: 60_000, what: 'the renewal charged' });
    const runsAtCharge = cluster.servers.map(runsOf);
    await waitFor(() => cluster.servers.every((s, i) => runsOf(s) >= runsAtCharge[i] + 2), {
      ms: 60_000,
      what: 'every process running the subscription job twice more',
    });
    expect(await paymentsOf()).toEqual([{ amount: expect.any(Number) }]);
    const [{ next }] = await sql(
      database.url,
      'select current_period_end as next from sandbox_subscriptions where subscription_id = $1',
      [account.subscriptionId],
    );
    // One month on from the old end, not two.
    const days = (next.getTime() - ends.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  }, 120_000);

  it('loses no request while one process restarts under load', async () => {
    // Three signed-in clients (reads and writes; each token sticks to one process) and one caller
    // without a token (round robin over all processes).
    const tokens = [account.token];
    for (let i = 0; i < 2; i++) {
      const res = await api.request('POST', '/api/oauth/token', {
        client: true,
        form: passwordGrant(account.email, account.password),
      });
      expect(res.status).toBe(200);
      tokens.push(res.body.access_token);
    }
    const me = (await api.request('GET', '/api/v1/user', { token: tokens[0] })).body;
    const answers = [];
    let stop = false;
    let restarting = false;
    let duringRestart = 0;
    const worker = async (token, w) => {
      const client = httpClient(cluster.url, { from: randomLoopbackAddress() });
      for (let n = 0; !stop; n++) {
        let call;
        if (!token) call = client.request('GET', n % 2 ? '/api/ready' : '/');
        else if (n % 2) {
          call = client.request('PUT', `/api/v1/user/${me.id}/person`, {
            token,
            json: {
              firstName: `Load ${w}-${n}`,
              lastName: me.lastName,
              language: 'en',
              phoneNumber: me.phoneNumber,
            },
          });
        } else call = client.request('GET', '/api/v1/user', { token });
        const res = await call.catch((error) => ({ status: `no answer: ${error.message}`, headers: {} }));
        answers.push({
          status: res.status,
          backend: backendOf(res),
          worker: w,
          body: res.status >= 300 ? res.body : undefined,
        });
        if (restarting) duringRestart += 1;
      }
      client.close();
    };
    const workers = [...tokens, null].map(worker);
    let target;
    try {
      await waitFor(() => answers.length >= 20, { ms: 30_000, what: '20 answers before the restart' });
      // The process the first client's calls go to: its traffic must move elsewhere and come back.
      target = answers.find((a) => a.worker === 0).backend;
      restarting = true;
      const exitCode = await cluster.restart(target);
      restarting = false;
      expect(exitCode).toBe(0);
      const afterRestart = answers.length;
      await waitFor(() => answers.slice(afterRestart).some((a) => a.worker === 0 && a.backend === target), {
        ms: 30_000,
        what: `the restarted ${target} answering the first client again`,
      });
    } finally {
      stop = true;
      await Promise.all(workers);
    }
    expect(duringRestart).toBeGreaterThan(10);
    expect(answers.filter((a) => !(a.status >= 200 && a.status < 300))).toEqual([]);
    // While it was out, the first client was served by the others.
    expect(new Set(answers.filter((a) => a.worker === 0).map((a) => a.backend)).size).toBeGreaterThan(1);
    console.log(
      `rolling restart of ${target}: ${answers.length} requests (${duringRestart} while it was out or restarting), all 2xx`,
    );
  }, 150_000);
});
