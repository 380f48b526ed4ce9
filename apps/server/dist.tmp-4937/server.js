import {
  ConfigError,
  DataDirLockedError,
  loadConfig,
  openReadyDatabase
} from "./shared-XGXJMM3T.js";
import "./shared-26GRAGQD.js";
import "./shared-ZJ5J7UNT.js";
import "./shared-L3IDO5JF.js";

// apps/server/src/server.ts
async function main() {
  const importedMs = Math.round(performance.now());
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const appModule = import("./shared-SXCZCWRB.js");
  appModule.catch(() => {
  });
  let opened;
  try {
    opened = await openReadyDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    console.error(`Could not open the database: ${error.message}`);
    process.exit(1);
  }
  const { database, release, timings } = opened;
  const appStarted = performance.now();
  const { buildApp } = await appModule;
  const app = await buildApp(config, { database });
  const appMs = Math.round(performance.now() - appStarted);
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took over 10 s; exiting");
      process.exit(1);
    }, 1e4);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info("shut down: requests drained, database closed");
    } finally {
      release();
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Football Academy is serving on ${config.publicUrl} (database: ${database.kind}, mail: ${config.mail.kind}, payments: ${config.payments.kind})`
    );
    app.log.info(
      { startup: { importedMs, ...timings, appMs, readyMs: Math.round(performance.now()) } },
      `started in ${Math.round(performance.now())} ms`
    );
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    await database.close();
    release();
    process.exit(1);
  }
}
void main();
//# sourceMappingURL=server.js.map
