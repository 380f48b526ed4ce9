import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { seedBaseContent } from '../db/seed.ts';

/** Opens the configured database (locking PGlite's folder), migrates it and seeds base content. */
export async function openReadyDatabase(
  config: Config,
): Promise<{ database: Database; release: () => void }> {
  const release = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  try {
    const database =
      config.database.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: config.database.url })
        : await openDatabase({ kind: 'pglite', dataDir: config.database.dataDir });
    try {
      await migrate(database);
      await seedBaseContent(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
