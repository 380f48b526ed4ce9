import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createTestConfig } from '../test/helpers.ts';
import { runAdminCli } from './admin.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('npm run admin -- create-super-admin', () => {
  const env: Record<string, string> = {};
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const base = createTestConfig();
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'academy-cli-'));
    env.LOG_LEVEL = 'silent';
    const url = process.env.DATABASE_URL;
    if (url) {
      // A database of its own, cloned from the run's migrated template.
      const name = `academy_cli_${randomBytes(5).toString('hex')}`;
      const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      await admin.exec(`create database ${name} template ${inject('pgTemplate')}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      env.DATABASE_URL = target.toString();
      dropDatabase = async () => {
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      };
    } else {
      // The run's migrated template, unpacked where the command will look (a fresh folder migrates for ~10 s).
      const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
      const db = await PGlite.create(path.join(env.DATA_DIR, 'pglite'), { loadDataDir: blob });
      await db.close();
    }
    expect(base.oauthClient.id).toBe('academy-web');
  });
  afterAll(() => dropDatabase());

  it('creates an ACTIVE super admin, then refuses the same e-mail', { timeout: 60_000 }, async () => {
    const created = await runAdminCli(
      ['create-super-admin', '--email', 'Root@Example.test'],
      env,
      async () => 'root-password-1',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created super admin root@example\.test \(id [0-9a-f-]{36}\) in the (pglite|postgres) database\.$/,
    );

    const again = await runAdminCli(
      ['create-super-admin', '--email', 'ROOT@example.test'],
      env,
      async () => 'another-pass',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'A user with the e-mail root@example.test already exists; nothing was changed.',
    );
    expect(again.stdout).not.toContain('another-pass');
  });

  it('explains bad input without touching the database', async () => {
    const short = await runAdminCli(
      ['create-super-admin', '--email', 'a@example.test'],
      env,
      async () => '123',
    );
    expect(short.code).toBe(64);
    expect(short.stderr).toBe('--password: Password must be at least 8 characters long.');
    const badEmail = await runAdminCli(
      ['create-super-admin', '--email', 'nope'],
      env,
      async () => '12345678',
    );
    expect(badEmail.stderr).toBe('--email: Please enter valid email address');
    // A password on the command line is refused before anything else happens.
    const onCommandLine = await runAdminCli(
      ['create-super-admin', '--email', 'a@example.test', '--password', 'visible-1'],
      env,
      async () => {
        throw new Error('not asked');
      },
    );
    expect(onCommandLine.code).toBe(64);
    expect(onCommandLine.stderr).toMatch(/^--password: a password on the command line is visible/);
    const unknownFlag = await runAdminCli(['create-super-admin', '--mail', 'a@example.test'], env);
    expect(unknownFlag.code).toBe(64);
    expect((await runAdminCli(['drop-everything'], env)).stderr).toMatch(
      /^Unknown command "drop-everything"/,
    );
    expect((await runAdminCli(['--help'], env)).code).toBe(0);
  });

  it('refuses a PGlite folder held by a running server', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-cli-locked-'));
    writeFileSync(path.join(dataDir, 'server.pid'), '1'); // pid 1 is always alive
    const res = await runAdminCli(
      ['create-super-admin', '--email', 'b@example.test'],
      // The embedded database even when this run's tests use PostgreSQL (empty means unset).
      { ...env, DATA_DIR: dataDir, DATABASE_URL: '' },
      async () => 'pass-123456',
    );
    expect(res.code).toBe(75);
    expect(res.stderr).toMatch(/is in use by another server process \(pid 1\)/);
  });

  it('is wired to the npm script and reads the password from standard input', {
    timeout: 90_000,
  }, async () => {
    const npm = (password: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        // From the repository root, as an operator types it; the server is built first when needed.
        const child = spawn(
          'npm',
          ['run', '--silent', 'admin', '--', 'create-super-admin', '--email', 'piped@example.test'],
          { cwd: repoRoot, env: { ...process.env, ...env } },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => {
          stdout += d;
        });
        child.stderr.on('data', (d) => {
          stderr += d;
        });
        child.once('error', reject);
        child.once('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(`${password}\n`);
      });
    const short = await npm('1');
    expect(short.code).toBe(64);
    expect(short.stderr).toContain('--password: Password must be at least 8 characters long.');
    const created = await npm('piped-password-1');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Created super admin piped@example\.test/);
    expect(created.code).toBe(0);
  });
});
