import { ConfigError, loadConfig } from '../config.ts';
import { openReadyDatabase } from '../lib/bootstrap.ts';
import { clockFor } from '../lib/clock.ts';
import { runClipWorker } from '../modules/clips/clip-worker.ts';
import { ffmpegBanner } from '../modules/clips/ffmpeg-binary.ts';

/**
 * `npm run worker`: a process that only transcodes clips (docs/clips.md, "Processing"), beside API
 * processes started with CLIP_WORKER=off so transcoding never slows the API. PostgreSQL only.
 * SIGTERM/SIGINT: the clip in hand is finished, then the process exits.
 */
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
  if (config.database.kind !== 'postgres') {
    console.error('The clip worker needs DATABASE_URL: with PGlite the server process transcodes itself.');
    process.exit(78);
  }
  const { database, release } = await openReadyDatabase(config);
  const stop = new AbortController();
  process.on('SIGTERM', () => stop.abort());
  process.on('SIGINT', () => stop.abort());
  console.log(`Clip worker started (clips: ${config.clipStore.kind}; ${ffmpegBanner()}); waiting for clips.`);
  const done = await runClipWorker(
    { db: database.db, clock: clockFor(config), config },
    {
      signal: stop.signal,
      intervalMs: 2000,
      onError: (error) => console.error('clip processing failed', error),
    },
  );
  console.log(`Clip worker stopped: ${done.ready} ready, ${done.rejected} rejected.`);
  await database.close();
  release();
}

void main();
