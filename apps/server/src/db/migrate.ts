import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every process of this product; taken for the whole migration run. */
const MIGRATION_LOCK_KEY = 727_301_551;

/**
 * Applies the SQL files of db/migrations (made by drizzle-kit) in order, once each.
 * The run holds a PostgreSQL advisory lock, so two processes starting at once apply each file once.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  // Fast path of every start but the first after a change: all applied already, so nothing to
  // lock or create (one query). Anything missing, or no table yet, takes the locked path below.
  const alreadyApplied = await database
    .withConnection((exec) => exec('select name from schema_migrations'))
    .then((rows) => new Set((rows as { name: string }[]).map((r) => r.name)))
    .catch(() => null);
  if (alreadyApplied && files.every((file) => alreadyApplied.has(file))) return [];
  return database.withConnection(async (exec) => {
    await exec(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await exec(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const rows = (await exec('select name from schema_migrations')) as { name: string }[];
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(migrationsDir, file), 'utf8');
        const statements = text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean);
        await exec('begin');
        try {
          for (const statement of statements) await exec(statement);
          await exec(`insert into schema_migrations (name) values ('${file.replace(/'/g, "''")}')`);
          await exec('commit');
        } catch (error) {
          await exec('rollback');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
