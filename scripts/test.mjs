#!/usr/bin/env node
// `npm test`: every test of the repository, fastest first, stopping at the first failing step.
//   1. contract + web unit tests (Vitest)
//   2. server tests on PGlite
//   3. server tests again on PostgreSQL, when DATABASE_URL is set
//   4. web and server builds
//   5. the built server as several processes behind HAProxy, and under a PostgreSQL restart (scripts/cluster/)
//   6. the browser tests (Playwright, Debian's Chromium) against `npm start`'s server
// `npm test -- --keep-going` runs every step even after a failure (a full picture), still exiting 1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;
// Tests of PostgreSQL-only behaviour (its advisory lock) still find the server in the PGlite run.
if (process.env.DATABASE_URL) withoutDatabaseUrl.POSTGRES_TEST_URL = process.env.DATABASE_URL;

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

// Each Vitest step also writes Vitest's JSON report, from which the summary names its slowest files
// (the CI budget: what grows is seen). Playwright's own reporter names its slowest tests.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'academy-test-reports-'));
let reports = 0;
function vitest(args) {
  const file = path.join(reportDir, `vitest-${++reports}.json`);
  return {
    command: [bin('vitest'), [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]],
    report: file,
  };
}
const SLOWEST = 5;

/** The step's slowest test files from its JSON report: [{ file, ms }], slowest first. */
function slowestFiles(report) {
  try {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    return testResults
      .map((r) => ({ file: path.relative(root, r.name), ms: r.endTime - r.startTime }))
      .filter((r) => Number.isFinite(r.ms))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
  } catch {
    return [];
  }
}

const steps = [
  {
    name: 'unit tests (contract, web)',
    ...vitest(['run', '--project', 'contract', '--project', 'web']),
  },
  {
    name: 'server tests on PGlite',
    ...vitest(['run', '--project', 'server']),
    env: withoutDatabaseUrl,
  },
  process.env.DATABASE_URL && {
    name: `server tests on PostgreSQL (${redact(process.env.DATABASE_URL)})`,
    ...vitest(['run', '--project', 'server']),
  },
  {
    name: 'web build',
    command: [bin('vite'), ['build']],
    cwd: path.join(root, 'apps/web'),
  },
  {
    name: 'server build (apps/server/dist, what npm start runs)',
    command: [process.execPath, [path.join(root, 'scripts/build-server.mjs')]],
  },
  {
    // Skips (saying why) without haproxy, PostgreSQL and Redis, or without root for the private PostgreSQL.
    name: 'cluster behind HAProxy, database outage (built server)',
    ...vitest(['run', '--config', path.join(root, 'scripts/cluster/vitest.config.mjs')]),
  },
  {
    name: 'browser: Chromium present',
    command: [process.execPath, [path.join(root, 'e2e/scripts/ensure-chromium.mjs')]],
  },
  {
    name: 'browser tests (Playwright)',
    command: [bin('playwright'), ['test']],
    cwd: path.join(root, 'e2e'),
  },
].filter(Boolean);

const results = [];
const startedAll = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function summary() {
  console.log('\n──── npm test summary ────');
  for (const { name, status, ms, slowest = [] } of results) {
    console.log(
      `${status === 'passed' ? '✔' : status === 'failed' ? '✘' : '–'} ${name.padEnd(58)} ${ms === undefined ? '' : seconds(ms)}`,
    );
    for (const { file, ms: fileMs } of slowest) console.log(`    ${seconds(fileMs).padStart(8)}  ${file}`);
  }
  console.log(`total ${seconds(Date.now() - startedAll)}`);
}

const keepGoing = process.argv.includes('--keep-going');
let failed = null;

for (const [index, step] of steps.entries()) {
  console.log(`\n──── [${index + 1}/${steps.length}] ${step.name} ────`);
  const started = Date.now();
  const [command, args] = step.command;
  const code = await run(command, args, { cwd: step.cwd ?? root, env: step.env ?? process.env });
  const ms = Date.now() - started;
  const slowest = step.report ? slowestFiles(step.report) : [];
  results.push({ name: step.name, status: code === 0 ? 'passed' : 'failed', ms, slowest });
  if (code !== 0) {
    failed ??= { name: step.name, code };
    if (!keepGoing) {
      for (const rest of steps.slice(index + 1)) results.push({ name: rest.name, status: 'skipped' });
      break;
    }
  }
}

summary();
rmSync(reportDir, { recursive: true, force: true });
if (failed) {
  console.error(
    keepGoing
      ? `\nnpm test FAILED: ${results
          .filter((r) => r.status === 'failed')
          .map((r) => `"${r.name}"`)
          .join(', ')}.`
      : `\nnpm test FAILED at "${failed.name}" (exit code ${failed.code}); later steps were not run.`,
  );
  process.exit(1);
}
console.log('\nnpm test passed.');
