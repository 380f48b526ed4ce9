#!/usr/bin/env node
// `npm run cluster`: N processes of the built server (as `npm start` runs it) on one PostgreSQL
// (DATABASE_URL) and Redis (REDIS_URL) behind HAProxy on one port. See README "Several server
// processes behind HAProxy".
//   npm run cluster -- --processes 3 --port 8080
// SIGHUP (kill -HUP <pid>) restarts the processes one at a time (after `npm run build`, say), with no
// request lost; Ctrl-C or SIGTERM stops haproxy, then drains and stops every process.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureServerBuilt } from './build-server.mjs';
import { startCluster } from './cluster/cluster.mjs';
import { ensureHaproxy } from './cluster/haproxy.mjs';
import { bin, root, run, webBuildReason } from './lib.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: process.env.CLUSTER_PROCESSES ?? '3' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  console.error('--processes must be a whole number from 1 to 32');
  process.exit(64);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port must be a port number (0: any free one)');
  process.exit(64);
}
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error(
    'npm run cluster needs PostgreSQL: set DATABASE_URL=postgres://… (the embedded PGlite serves one process only).',
  );
  process.exit(64);
}
if (!process.env.REDIS_URL) {
  console.warn('REDIS_URL is not set: each process counts the per-address rate limits on its own.');
}

const haproxy = ensureHaproxy();
if (!haproxy.path) {
  console.error(haproxy.reason);
  process.exit(69);
}

const webReason = webBuildReason();
if (webReason) {
  console.log(`Building the web app (${webReason})…`);
  if ((await run(bin('vite'), ['build'], { cwd: path.join(root, 'apps/web') })) !== 0) process.exit(1);
}
await ensureServerBuilt();

// Every process needs the same TOTP key: TOTP_ENCRYPTION_KEY, else the key file of DATA_DIR (made once).
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
let totpKey = process.env.TOTP_ENCRYPTION_KEY;
if (!totpKey) {
  const file = path.join(dataDir, 'totp-encryption.key');
  try {
    totpKey = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    totpKey = randomBytes(32).toString('base64url');
    writeFileSync(file, `${totpKey}\n`, { mode: 0o600, flag: 'wx' });
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-cluster-'));
console.log(`Starting ${processes} server processes and haproxy (logs and configuration in ${dir})…`);
const cluster = await startCluster({
  processes,
  port,
  dir,
  haproxy: haproxy.path,
  env: {
    ...process.env,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    TOTP_ENCRYPTION_KEY: totpKey,
  },
}).catch((error) => {
  console.error(error.message);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
console.log(
  `Serving on ${cluster.url} through haproxy: ${cluster.servers.map((s) => `${s.name} :${s.port}`).join(', ')}.\n` +
    `Rolling restart: kill -HUP ${process.pid}   Stop: Ctrl-C`,
);

let busy = false;
process.on('SIGHUP', async () => {
  if (busy) return;
  busy = true;
  for (const s of cluster.servers) {
    const started = Date.now();
    try {
      const code = await cluster.restart(s.name);
      console.log(`${s.name} restarted (old process exited ${code}) in ${Date.now() - started} ms`);
    } catch (error) {
      console.error(`${s.name} could not be restarted: ${error.message}`);
      break;
    }
  }
  busy = false;
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping haproxy, then draining every process…');
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
