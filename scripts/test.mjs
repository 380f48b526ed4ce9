#!/usr/bin/env node
// `npm test`: every test of the repository, fastest first, stopping at the first failing step.
//   1. contract + web unit tests (Vitest)
//   2. server tests on PGlite
//   3. server tests again on PostgreSQL, when DATABASE_URL is set
//   4. web build, then the browser tests (Playwright, Debian's Chromium) against `npm start`'s server
// Extra arguments are not supported on purpose: run a single suite with the commands in the README.
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

const steps = [
  {
    name: 'unit tests (contract, web)',
    command: [bin('vitest'), ['run', '--project', 'contract', '--project', 'web']],
  },
  {
    name: 'server tests on PGlite',
    command: [bin('vitest'), ['run', '--project', 'server']],
    env: withoutDatabaseUrl,
  },
  process.env.DATABASE_URL && {
    name: `server tests on PostgreSQL (${redact(process.env.DATABASE_URL)})`,
    command: [bin('vitest'), ['run', '--project', 'server']],
  },
  {
    name: 'web build',
    command: [bin('vite'), ['build']],
    cwd: path.join(root, 'apps/web'),
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
  for (const { name, status, ms } of results) {
    console.log(
      `${status === 'passed' ? '✔' : status === 'failed' ? '✘' : '–'} ${name.padEnd(58)} ${ms === undefined ? '' : seconds(ms)}`,
    );
  }
  console.log(`total ${seconds(Date.now() - startedAll)}`);
}

for (const [index, step] of steps.entries()) {
  console.log(`\n──── [${index + 1}/${steps.length}] ${step.name} ────`);
  const started = Date.now();
  const [command, args] = step.command;
  const code = await run(command, args, { cwd: step.cwd ?? root, env: step.env ?? process.env });
  const ms = Date.now() - started;
  if (code !== 0) {
    results.push({ name: step.name, status: 'failed', ms });
    for (const rest of steps.slice(index + 1)) results.push({ name: rest.name, status: 'skipped' });
    summary();
    console.error(`\nnpm test FAILED at "${step.name}" (exit code ${code}); later steps were not run.`);
    process.exit(1);
  }
  results.push({ name: step.name, status: 'passed', ms });
}

summary();
console.log('\nnpm test passed.');
