#!/usr/bin/env node
// `npm run bench:api`: the authenticated read (GET /api/v1/user with a bearer token) and
// /api/health of the built server, beside a bare Fastify hello-world, under the same load
// (autocannon, 32 connections), in one run, so the ratio holds whatever else loads the machine.
//   - PostgreSQL: a throw-away database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   - PGlite: a throw-away data folder
//   --large: also a kept database (BENCH_LARGE_DATABASE_URL) filled once with 1,000,000 users and
//     2,000,000 tokens: the read's p99 there against the small database's, and EXPLAIN of its queries.
// BENCH_SECONDS (default 10) per measurement, BENCH_CONNECTIONS (default 32).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, serverDist } from './build-server.mjs';
import { freePort, root } from './lib.mjs';

const requireServer = createRequire(path.join(root, 'apps/server/package.json'));
const requirePerf = createRequire(path.join(root, 'tools/perf/package.json'));
const autocannon = requirePerf('autocannon');
const pg = requireServer('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LARGE = process.argv.includes('--large');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LARGE_URL = process.env.BENCH_LARGE_DATABASE_URL;
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7); // postgres | pglite
const CLIENT = `Basic ${Buffer.from('academy-web:academy-web-secret').toString('base64')}`;

const cleanups = [];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function waitFor(url, child, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
}

async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/bare-fastify.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const stop = stopper(child);
  cleanups.push(stop);
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** The built server as `npm start` runs it (NODE_ENV=production, logging on), on its own port. */
async function startProduct(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUBSCRIPTION_JOB_INTERVAL_SECONDS: '0',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const child = spawn(process.execPath, [path.join(serverDist, 'server.js')], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopper(child)();
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(stop);
  await waitFor(`http://127.0.0.1:${port}/api/ready`, child);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, env: childEnv, stop };
}

function createAdmin(env, email, password) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(serverDist, 'admin.js'), 'create-super-admin', '--email', email],
      {
        env: { ...env, LOG_LEVEL: 'silent' },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin command exited ${code}`)),
    );
    child.stdin.end(`${password}\n`);
  });
}

async function login(url, email, password) {
  const res = await fetch(`${url}/api/oauth/token`, {
    method: 'POST',
    headers: { Authorization: CLIENT, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password, scope: 'read write' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** The CPU seconds (user + system) a process has used so far, or null where /proc is missing. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/**
 * Requests per second and latency under the load, and the server's CPU time per request: the
 * figure that holds best on a busy machine (the rate depends on how much of a core the server got).
 */
async function measure(title, server, path, headers = {}) {
  const url = `${server.url}${path}`;
  // A short warm-up (JIT, pools, caches), then the measurement.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers });
  const cpuBefore = cpuSeconds(server.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuAfter = cpuSeconds(server.pid);
  const bad = r.non2xx + r.errors + r.timeouts;
  const row = {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuMicros:
      cpuBefore === null || cpuAfter === null ? null : (1e6 * (cpuAfter - cpuBefore)) / r.requests.total,
    bad,
    load: load(),
  };
  const cpu = row.cpuMicros === null ? '' : `  CPU ${row.cpuMicros.toFixed(1).padStart(5)} µs/req`;
  console.log(
    `  ${title.padEnd(36)} ${String(row.rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms${cpu}${bad ? `  (${bad} not 2xx!)` : ''}  load ${row.load}`,
  );
  return row;
}

async function withPgDatabase(fn) {
  const name = `academy_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function benchProduct(label, givenEnv, bare) {
  // Production on PostgreSQL needs the key of stored two-factor secrets (one for every process).
  const env = givenEnv.DATABASE_URL
    ? {
        TOTP_ENCRYPTION_KEY: process.env.TOTP_ENCRYPTION_KEY ?? 'bench-only-totp-key-0123456789',
        ...givenEnv,
      }
    : givenEnv;
  const email = `bench.${Date.now()}.${process.pid}@example.test`;
  const password = 'bench-password-1';
  if (env.DATABASE_URL) {
    // Migrate first (the admin command does), then create the user.
    await createAdmin({ ...process.env, ...env, DATA_DIR: os.tmpdir() }, email, password);
  }
  const product = await startProduct(env);
  if (!env.DATABASE_URL) {
    // PGlite: one process per folder; the admin command runs while the server is stopped.
    await product.stop();
    await createAdmin(product.env, email, password);
    Object.assign(product, await startProduct({ ...env, DATA_DIR: product.env.DATA_DIR }));
  }
  // The offline geodata loads in the background after start-up (seconds of CPU): wait for it, so
  // it does not run during the measurement. A place search answers once it is loaded.
  await fetch(`${product.url}/api/v1/location?query=stockholm&language=en`).catch(() => {});
  const token = await login(product.url, email, password);
  const auth = { Authorization: `Bearer ${token}` };
  const check = await fetch(`${product.url}/api/v1/user`, { headers: auth });
  if (!check.ok) throw new Error(`GET /api/v1/user answered ${check.status}`);
  console.log(`\n${label}`);
  const rows = {
    bare: await measure('bare Fastify GET / (same moment)', bare, '/'),
    user: await measure('GET /api/v1/user (bearer)', product, '/api/v1/user', auth),
    health: await measure('GET /api/health', product, '/api/health'),
  };
  rows.bareAfter = await measure('bare Fastify GET / (again)', bare, '/');
  const bareRps = (rows.bare.rps + rows.bareAfter.rps) / 2;
  console.log(
    `  → user read ${((100 * rows.user.rps) / bareRps).toFixed(1)}% of bare, p99 ${rows.user.p99} ms; health ${((100 * rows.health.rps) / bareRps).toFixed(1)}% of bare`,
  );
  if (rows.bare.cpuMicros !== null && rows.bareAfter.cpuMicros !== null) {
    const bareCpu = (rows.bare.cpuMicros + rows.bareAfter.cpuMicros) / 2;
    const share = (row) => `${((100 * bareCpu) / row.cpuMicros).toFixed(1)}%`;
    console.log(
      `  → by CPU time per request (bare ${bareCpu.toFixed(1)} µs): user read ${share(rows.user)} of bare, health ${share(rows.health)}`,
    );
  }
  await product.stop();
  return { ...rows, token, email };
}

async function main() {
  await ensureServerBuilt();
  console.log(
    `bench:api — ${os.cpus().length} CPUs, load average ${load()} (1/5/15 min), ${CONNECTIONS} connections, ${SECONDS} s per measurement`,
  );
  const bare = await startBare();
  const results = {};
  let large;
  if (LARGE) {
    // Filled first, so the small and the large database are measured one right after the other.
    if (!LARGE_URL) throw new Error('--large needs BENCH_LARGE_DATABASE_URL (a database kept between runs)');
    large = await import('./bench/large-db.mjs');
    await createAdminIfMissing(LARGE_URL);
    await large.fillLargeDatabase(pg, LARGE_URL);
  }
  if (ONLY !== 'pglite') {
    await withPgDatabase(async (url) => {
      results.postgres = await benchProduct('PostgreSQL (small database)', { DATABASE_URL: url }, bare);
    });
  }
  if (large) {
    results.large = await benchProduct(
      'PostgreSQL, 1,000,000 users and 2,000,000 tokens',
      { DATABASE_URL: LARGE_URL },
      bare,
    );
    await large.explainRead(pg, LARGE_URL, results.large.token);
    if (results.postgres) {
      const ratio = results.large.user.p99 / results.postgres.user.p99;
      console.log(
        `\nlarge vs small database: p99 ${results.large.user.p99} ms vs ${results.postgres.user.p99} ms (${(100 * (ratio - 1)).toFixed(0)}%), ${ratio >= 0.8 && ratio <= 1.2 ? 'within' : 'OUTSIDE'} ±20%`,
      );
    }
  }
  if (ONLY !== 'postgres') results.pglite = await benchProduct('PGlite', {}, bare);
  console.log(`\nload average at the end ${load()}`);
  await bare.stop();
}

async function createAdminIfMissing(url) {
  // Migrates the kept database before it is filled (the admin command migrates at start).
  await createAdmin(
    { ...process.env, DATABASE_URL: url },
    `bench.migrate.${Date.now()}@example.test`,
    'bench-password-1',
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench:api failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  for (const stop of cleanups.reverse()) await stop().catch(() => {});
}
