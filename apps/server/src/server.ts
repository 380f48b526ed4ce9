import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openReadyDatabase } from './lib/bootstrap.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  let opened: Awaited<ReturnType<typeof openReadyDatabase>>;
  try {
    opened = await openReadyDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  const { database, release } = opened;
  const app = await buildApp(config, { database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      app.log.info('shut down: requests drained, database closed');
    } finally {
      release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Football Academy is serving on ${config.publicUrl} (database: ${database.kind}, mail: ${config.mail.kind}, payments: ${config.payments.kind})`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    release();
    process.exit(1);
  }
}

void main();
