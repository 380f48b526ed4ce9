import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { createTestUser } from '../test/factories.ts';
import { buildTestApp } from '../test/helpers.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedBaseContentIfChanged } from './seed.ts';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/backup.mjs');

/** Every table's row count: the same numbers before the backup and after the restore. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  return database.withConnection(async (exec) => {
    const tables = (await exec(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )) as { table_name: string }[];
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = (await exec(`select count(*)::int as n from "${table_name}"`)) as { n: number }[];
      counts[table_name] = row!.n;
    }
    return counts;
  });
}

/** Writes data through the server (a user with a token), answers the counts and the user's token. */
async function writeData(database: Database) {
  const t = await buildTestApp({ database: { database, drop: async () => {} } });
  const user = await createTestUser(t, { email: `kept-${randomBytes(3).toString('hex')}@example.test` });
  await t.app.close();
  return { headers: user.headers, email: user.user.email };
}

/** The restored database serves the user: their token still reads them. */
async function servesUser(database: Database, headers: { authorization: string }, email: string) {
  const t = await buildTestApp({ database: { database, drop: async () => {} } });
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
  await t.app.close();
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().email).toBe(email);
}

const backup = (env: Record<string, string>, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('npm run backup / npm run restore: a round trip', () => {
  it.runIf(!process.env.DATABASE_URL)(
    'PGlite: the data folder backed up, destroyed, restored: every row back and served',
    async () => {
      const work = mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'));
      const dataDir = path.join(work, 'data');
      const env = { DATA_DIR: dataDir, INIT_CWD: work, DATABASE_URL: '' };
      try {
        mkdirSync(dataDir, { recursive: true });
        let database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
        await migrate(database);
        await seedBaseContentIfChanged(database.db);
        const { headers, email } = await writeData(database);
        const before = await rowCounts(database);
        await database.close();

        backup(env, 'backup', '--out', 'copy.tar.gz');
        rmSync(dataDir, { recursive: true, force: true });
        expect(existsSync(dataDir)).toBe(false);
        backup(env, 'restore', 'copy.tar.gz');

        database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
        try {
          expect(await rowCounts(database)).toEqual(before);
          await servesUser(database, headers, email);
        } finally {
          await database.close();
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.runIf(!!process.env.DATABASE_URL)(
    'PostgreSQL: pg_dump in the custom format, the database dropped, pg_restore: every row back and served',
    async () => {
      const url = process.env.DATABASE_URL!;
      const name = `academy_bk_${randomBytes(6).toString('hex')}`;
      const target = new URL(url);
      target.pathname = `/${name}`;
      const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      const work = mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'));
      const env = { DATABASE_URL: target.toString(), INIT_CWD: work };
      try {
        await admin.exec(`create database ${name} template ${inject('pgTemplate')}`);
        let database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
        const { headers, email } = await writeData(database);
        const before = await rowCounts(database);
        await database.close();

        backup(env, 'backup', '--out', 'copy.dump');
        await admin.exec(`drop database ${name} with (force)`);
        await admin.exec(`create database ${name}`);
        backup(env, 'restore', 'copy.dump');

        database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
        try {
          expect(await rowCounts(database)).toEqual(before);
          await servesUser(database, headers, email);
        } finally {
          await database.close();
        }
      } finally {
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
        rmSync(work, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
