import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { migrate } from './migrate.ts';
import { ALL_SESSIONS } from './content/sessions/index.ts';
import { AGE_GROUPS, seedBaseContent, seedBaseContentIfChanged } from './seed.ts';

const postgresUrl = process.env.DATABASE_URL || process.env.POSTGRES_TEST_URL;

describe('data folder lock', () => {
  it('keeps a second process off the same folder and frees it on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});

describe('migrations and base content', () => {
  // Seeding all content twice: far from its limit on a busy 2-core machine.
  it('applies nothing twice and seeds idempotently', { timeout: 120_000 }, async () => {
    const t = await createTestDatabase();
    try {
      expect(await migrate(t.database)).toEqual([]);
      await seedBaseContent(t.database.db);
      await seedBaseContent(t.database.db);
      const rows = await t.database.db.execute(sql`select count(*)::int as n from age_groups`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(AGE_GROUPS.length);
    } finally {
      await t.drop();
    }
  });

  // PostgreSQL's own advisory lock is what this checks: it runs whenever a PostgreSQL is given,
  // also in the PGlite run of `npm test` (scripts/test.mjs passes it on as POSTGRES_TEST_URL).
  it.runIf(postgresUrl)('applies each migration once when two processes start at once', async () => {
    const url = postgresUrl!;
    const name = `academy_m_${randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await admin.exec(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const a = await openDatabase({ kind: 'postgres', url: target.toString() });
    const b = await openDatabase({ kind: 'postgres', url: target.toString() });
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      expect([...first, ...second].sort()).toEqual([...new Set([...first, ...second])].sort());
      expect(first.length + second.length).toBeGreaterThan(0);
      expect(Math.min(first.length, second.length)).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });
});

describe('a pooled PostgreSQL connection cut in the middle of a transaction', () => {
  // Before the fix, the cut connection's `error` event had no listener and ended the process (a
  // PostgreSQL restart under load crashed the server); here Vitest would report it as an uncaught error.
  it.runIf(postgresUrl)('fails that transaction as "database unavailable"; the pool goes on', async () => {
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl!, poolSize: 2 });
    const admin = await openDatabase({ kind: 'postgres', url: postgresUrl!, poolSize: 1 });
    const rows = async <T>(db: typeof admin, query: ReturnType<typeof sql>) =>
      ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
    let failure: unknown;
    try {
      await database.db.transaction(async (tx) => {
        const [{ pid }] = (
          (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows;
        await rows(admin, sql`select pg_terminate_backend(${pid})`);
        // Gone from the server: the client has been told (FATAL 57P01) while idle in its transaction.
        for (let gone = false; !gone; ) {
          gone =
            (
              await rows<{ n: number }>(
                admin,
                sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`,
              )
            )[0]?.n === 0;
        }
        await tx.execute(sql`select 1`);
      });
    } catch (error) {
      failure = error;
    } finally {
      await admin.close();
    }
    try {
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect((await rows<{ one: number }>(database, sql`select 1 as one`))[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the start-up seed', () => {
  type Rows<T> = { rows: T[] };
  const rowsOf = async <T>(
    t: Awaited<ReturnType<typeof createTestDatabase>>,
    query: ReturnType<typeof sql>,
  ) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;
  const [first, second] = ALL_SESSIONS;

  it('skips content it already wrote, and writes back what changed or went missing', {
    timeout: 120_000,
  }, async () => {
    const t = await createTestDatabase();
    try {
      const sessions = () =>
        rowsOf<{ key: string; id: string; title: string; updated: string }>(
          t,
          sql`select content_key as key, id, titles->>'en' as title, updated_at::text as updated
            from training_sessions where content_key in (${first!.key}, ${second!.key}) order by content_key`,
        );
      const links = () =>
        rowsOf<{ n: number }>(
          t,
          sql`select count(*)::int as n from training_program_block_sessions l
            join training_sessions s on s.id = l.training_session_id where s.content_key = ${first!.key}`,
        );
      // The other rows the seed writes, each with the transaction that last wrote it (xmin).
      const written = () =>
        rowsOf<{ row: string }>(
          t,
          sql`select concat_ws(' ', 'program', content_key, xmin) as row from training_programs
            union all select concat_ws(' ', 'phase', content_key, xmin) from training_program_blocks
            union all select concat_ws(' ', 'fee', training_program_id, region, type, xmin) from fees
            union all select concat_ws(' ', 'link', training_program_block_id, training_session_id, xmin)
              from training_program_block_sessions
            order by 1`,
        );
      const before = await sessions();
      const writtenBefore = await written();
      const linked = (await links())[0]!.n;
      expect(linked).toBeGreaterThan(0);

      // A restart with the same content: nothing is written.
      expect(await seedBaseContentIfChanged(t.database.db)).toBe('unchanged');
      expect(await sessions()).toEqual(before);

      // Changed content (here: the database holds an older text and hash): only that row is written.
      await t.database.db.execute(
        sql`update training_sessions set titles = titles || '{"en": "An old title"}' where content_key = ${first!.key}`,
      );
      await t.database.db.execute(sql`update content_seed_state set content_hash = 'older content'`);
      expect(await seedBaseContentIfChanged(t.database.db)).toBe('seeded');
      const after = await sessions();
      expect(after.map((r) => [r.key, r.id, r.title])).toEqual(before.map((r) => [r.key, r.id, r.title]));
      const untouched = (rows: typeof before) => rows.find((r) => r.key === second!.key)!.updated;
      expect(untouched(after)).toBe(untouched(before));
      expect(await written()).toEqual(writtenBefore);
      expect(await seedBaseContentIfChanged(t.database.db)).toBe('unchanged');

      // A seeded session removed by hand comes back, in its phases.
      await t.database.db.execute(sql`delete from training_sessions where content_key = ${first!.key}`);
      expect(await seedBaseContentIfChanged(t.database.db)).toBe('seeded');
      expect((await sessions()).map((r) => r.title)).toEqual(before.map((r) => r.title));
      expect((await links())[0]!.n).toBe(linked);
    } finally {
      await t.drop();
    }
  });
});
