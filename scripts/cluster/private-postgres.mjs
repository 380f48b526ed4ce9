// A throw-away PostgreSQL cluster of our own (initdb + pg_ctl in a temporary folder, on a free
// port, trust authentication), so a test can stop and restart PostgreSQL without touching the
// machine's shared server. Runs as the `postgres` OS user (PostgreSQL refuses to run as root).
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './cluster.mjs';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function postgresUser() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
}

/** Why a private cluster cannot be made here, or null. */
export function privatePostgresProblem() {
  if (!postgresBin())
    return 'PostgreSQL server binaries (initdb, pg_ctl) are not installed under /usr/lib/postgresql';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return 'not running as root (needed to run initdb and pg_ctl as the postgres user)';
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'runuser is missing';
  if (!postgresUser()) return 'there is no postgres OS user';
  return null;
}

/** Starts the cluster; `stop`, `start`, `restart` (pg_ctl, fast mode), `remove` (stop + delete, always safe). */
export async function startPrivatePostgres() {
  const bin = postgresBin();
  const owner = postgresUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-pg-'));
  chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // Asynchronous, so the test's requests keep going while PostgreSQL stops and starts.
  const asPostgres = (tool, args) =>
    new Promise((resolve, reject) => {
      execFile(
        'runuser',
        ['-u', 'postgres', '--', path.join(bin, tool), ...args],
        { cwd: dir, encoding: 'utf8', timeout: 120_000 },
        (error, stdout, stderr) =>
          error
            ? reject(new Error(`${tool} ${args.join(' ')} failed (${error.code}): ${stderr || stdout}`))
            : resolve(stdout),
      );
    });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pgCtl = (...args) =>
    asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '90', ...args]);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    spawnSync(
      'runuser',
      ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, 'stop', '-m', 'immediate', '-w'],
      {
        cwd: dir,
        stdio: 'ignore',
        timeout: 60_000,
      },
    );
    rmSync(dir, { recursive: true, force: true });
  };
  // Even when the test process ends without running its afterAll.
  process.once('exit', remove);
  try {
    await asPostgres('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await pgCtl('start', '-o', options);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    log: path.join(dir, 'postgres.log'),
    stop: () => pgCtl('stop', '-m', 'fast'),
    start: () => pgCtl('start', '-o', options),
    restart: () => pgCtl('restart', '-m', 'fast', '-o', options),
    remove,
  };
}
