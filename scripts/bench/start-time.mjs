#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes until /api/ready answers, on PGlite.
//   node scripts/bench/start-time.mjs [--root DIR] [--data DIR] [--runs N]
// Without --data every run starts on a new, empty data folder (a first start: migrations and seed
// from scratch); with --data the folder is kept, so every run after the first is a restart.
// --root measures another checkout's `npm start` (e.g. a baseline), with its own build.
// Each run prints the milliseconds from spawning `node scripts/start.mjs` to the first 200 from
// /api/ready, then stops the server with SIGTERM and waits for it to exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, root as ownRoot } from '../lib.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = path.resolve(arg('--root') ?? ownRoot);
const keptData = arg('--data');
const runs = Number(arg('--runs') ?? 1);

async function once() {
  const dataDir = keptData ?? mkdtempSync(path.join(os.tmpdir(), 'academy-start-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  env.SUBSCRIPTION_JOB_INTERVAL_SECONDS = '0';
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's own account of its start-up steps (one JSON log line, see server.ts).
  let steps = null;
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.includes('"startup"')) steps = JSON.parse(line).startup;
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ready = null;
  while (child.exitCode === null && performance.now() - started < 120_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) {
        ready = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGTERM');
  await exited;
  if (!keptData) rmSync(dataDir, { recursive: true, force: true });
  if (ready === null) throw new Error('the server did not become ready');
  return { ready, steps };
}

// Builds are not what is measured: the server is built first, the web app must be.
const rootScript = (name) => pathToFileURL(path.join(root, 'scripts', name)).href;
const { webBuildReason } = await import(rootScript('lib.mjs'));
if (webBuildReason()) {
  console.error(`${root}: the web app is not built (${webBuildReason()}); run npm run build first.`);
  process.exit(1);
}
await (await import(rootScript('build-server.mjs'))).ensureServerBuilt();

const times = [];
for (let i = 0; i < runs; i++) {
  const { ready, steps } = await once();
  times.push(ready);
  console.log(
    `ready after ${Math.round(ready)} ms (load average ${os.loadavg()[0].toFixed(1)})${steps ? ` ${JSON.stringify(steps)}` : ''}`,
  );
}
if (runs > 1) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms of ${runs} runs`);
}
