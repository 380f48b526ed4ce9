import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedBaseContentIfChanged } from './seed.ts';

/**
 * The built server's ready-made database: a PGlite data folder that `scripts/build-server.mjs` makes
 * beside the bundle (dist/pglite-template), like the migrations. Absent when running from source.
 */
const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template');

/** A PGlite database (in memory, or in `dataDir`), migrated and seeded with the base content. */
async function openSeededPglite(dataDir?: string): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(database);
    await seedBaseContentIfChanged(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A new migrated, seeded database as a data-folder archive (the server tests load a copy per file). */
export async function dumpSeededPglite(): Promise<Buffer> {
  const database = await openSeededPglite();
  try {
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Writes the ready-made database into `dir` (the build does, once per build). */
export async function writeSeededPgliteFolder(dir: string): Promise<void> {
  await (await openSeededPglite(dir)).close();
}

/**
 * A first start on an empty PGlite folder copies the built server's ready-made database in (a
 * folder copy, instead of PGlite creating a cluster, its initdb of about 4 s); the migrations and
 * seed that follow then find nothing left to do. Does nothing when the folder holds a database, or
 * without a template (running from source).
 */
export function copyPgliteTemplateInto(dataDir: string): boolean {
  if (!existsSync(TEMPLATE_DIR)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  return true;
}
