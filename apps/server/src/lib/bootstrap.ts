import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { copyPgliteTemplateInto } from '../db/pglite-template.ts';
import { seedBaseContentIfChanged } from '../db/seed.ts';

/** Milliseconds each start-up step took (logged by server.ts). */
export interface BootstrapTimings {
  openMs: number;
  migrateMs: number;
  seedMs: number;
  seed: 'seeded' | 'unchanged';
}

/** Opens the configured database (locking PGlite's folder), migrates it and seeds base content. */
export async function openReadyDatabase(
  config: Config,
): Promise<{ database: Database; release: () => void; timings: BootstrapTimings }> {
  const release = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  try {
    let now = performance.now();
    const lap = () => {
      const before = now;
      now = performance.now();
      return Math.round(now - before);
    };
    // A first start on PGlite begins from the built server's ready-made database, when there is one.
    if (config.database.kind === 'pglite') copyPgliteTemplateInto(config.database.dataDir);
    const database =
      config.database.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: config.database.url })
        : await openDatabase({ kind: 'pglite', dataDir: config.database.dataDir });
    const openMs = lap();
    try {
      await migrate(database);
      const migrateMs = lap();
      const seed = await seedBaseContentIfChanged(database.db);
      return { database, release, timings: { openMs, migrateMs, seedMs: lap(), seed } };
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}
