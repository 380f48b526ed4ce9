#!/usr/bin/env node
// `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]` (docs/backups.md).
//   PostgreSQL (DATABASE_URL=postgres://…): pg_dump / pg_restore in the custom format, while the
//   server runs (pg_dump reads one consistent snapshot).
//   PGlite (no DATABASE_URL): a gzipped tar of DATA_DIR (the database folder, uploads and the TOTP
//   key file); stop the server first: PGlite holds its folder while it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

const mode = process.argv[2];
const { values, positionals } = parseArgs({
  args: process.argv.slice(3),
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
const dataDir = path.resolve(process.env.INIT_CWD ?? root, process.env.DATA_DIR ?? path.join(root, 'data'));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) {
    console.error(`${command} could not run (${result.error.message}): is it installed?`);
    process.exit(69);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function backup() {
  const out = path.resolve(
    process.env.INIT_CWD ?? root,
    values.out ?? path.join('backups', `academy-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`),
  );
  mkdirSync(path.dirname(out), { recursive: true });
  if (databaseUrl) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, `--dbname=${databaseUrl}`]);
  } else {
    if (!existsSync(dataDir)) {
      console.error(`DATA_DIR ${dataDir} does not exist: nothing to back up.`);
      process.exit(66);
    }
    run('tar', ['-czf', out, '-C', path.dirname(dataDir), path.basename(dataDir)]);
  }
  console.log(`Backed up to ${out} (${statSync(out).size} bytes).`);
}

function restore() {
  const file = positionals[0] && path.resolve(process.env.INIT_CWD ?? root, positionals[0]);
  if (!file || !existsSync(file)) {
    console.error('Usage: npm run restore -- <backup file> [--force]');
    process.exit(64);
  }
  if (databaseUrl) {
    // --clean --if-exists: the dump's objects replace what the database holds.
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      file,
    ]);
  } else {
    if (existsSync(dataDir)) {
      if (!values.force) {
        console.error(
          `DATA_DIR ${dataDir} exists. Stop the server, then restore with --force (the folder is kept aside).`,
        );
        process.exit(73);
      }
      const aside = `${dataDir}.before-restore-${stamp}`;
      renameSync(dataDir, aside);
      console.log(`The current DATA_DIR was moved to ${aside}.`);
    }
    mkdirSync(path.dirname(dataDir), { recursive: true });
    const tmp = `${dataDir}.restoring-${stamp}`;
    mkdirSync(tmp, { recursive: true });
    run('tar', ['-xzf', file, '-C', tmp, '--strip-components=1']);
    renameSync(tmp, dataDir);
  }
  console.log(`Restored ${file}.`);
}

if (mode === 'backup') backup();
else if (mode === 'restore') restore();
else {
  console.error('Usage: node scripts/backup.mjs backup|restore …');
  process.exit(64);
}
