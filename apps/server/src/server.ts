import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openReadyDatabase } from './lib/bootstrap.ts';
import { ffmpegBanner } from './modules/clips/ffmpeg-binary.ts';

async function main() {
  // Milliseconds since the process started: node's own start and loading this file's imports.
  const importedMs = Math.round(performance.now());
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

  // The app's modules load while the database opens (PGlite compiles its WebAssembly meanwhile).
  const appModule = import('./app.ts');
  appModule.catch(() => {}); // a failure is reported where it is awaited, below
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
  const { database, release, timings } = opened;
  const appStarted = performance.now();
  const { buildApp } = await appModule;
  const app = await buildApp(config, { database });
  const appMs = Math.round(performance.now() - appStarted);

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
      `Football Academy is serving on ${config.publicUrl} (database: ${database.kind}, mail: ${config.mail.kind}, payments: ${config.payments.kind}, clips: ${config.clipStore.kind}; ${ffmpegBanner()})`,
    );
    // Where start-up time goes (README "Production runtime and speed"); the app's modules load
    // during the database steps, so the steps overlap.
    app.log.info(
      { startup: { importedMs, ...timings, appMs, readyMs: Math.round(performance.now()) } },
      `started in ${Math.round(performance.now())} ms`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    release();
    process.exit(1);
  }
}

void main();
