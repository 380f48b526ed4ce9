/**
 * `npm run bench:clips` (docs/clips.md, "Speed"): on this machine, side by side in one run,
 *  - a 100 MB clip uploaded with tus over HTTP (one PATCH, streamed) against the same PATCH to a bare
 *    node HTTP server streaming into a file, and the bytes written to a plain file (the disk's own
 *    speed), with the process's RSS sampled all along (the client runs in the same process);
 *  - ranged playback (1 MB ranges through the signed link, 4 at a time) against the same file served
 *    by a bare @fastify/static with the same ranges.
 * The app runs in this process on a fresh PGlite in a temporary DATA_DIR (NODE_ENV=test: no
 * transcoding of the random bytes). Options: --mb N (default 100), --json.
 */
import { createWriteStream, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { clips } from '../src/db/schema/index.ts';
import { openReadyDatabase } from '../src/lib/bootstrap.ts';
import { TestClock } from '../src/lib/clock.ts';
import { clipFiles } from '../src/modules/clips/clip-files.ts';
import { createTestUser } from '../src/test/factories.ts';
import { createTestPlayer } from '../src/test/player-factory.ts';
import type { TestApp } from '../src/test/helpers.ts';

const args = process.argv.slice(2);
const MB = Number(args[args.indexOf('--mb') + 1]) || 100;
const asJson = args.includes('--json');
const SIZE = MB * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024);
for (let i = 0; i < CHUNK.length; i += 1) CHUNK[i] = (i * 2654435761) >>> 24;

/** The clip's bytes, 1 MB at a time, never all in memory. */
function bytes(size = SIZE): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(CHUNK.length, size - sent);
      sent += n;
      this.push(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n));
    },
  });
}

/** RSS (MB) sampled every 50 ms while `work` runs: before, peak and after. */
async function withRss<T>(work: () => Promise<T>) {
  const mb = () => process.memoryUsage().rss / 1024 / 1024;
  const before = mb();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, mb());
  }, 50);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  return {
    result,
    seconds,
    rss: { before: Math.round(before), peak: Math.round(Math.max(peak, mb())), after: Math.round(mb()) },
  };
}

function patch(url: string, headers: Record<string, string>, size = SIZE): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    bytes(size).pipe(req);
  });
}

/** Fetches `file`'s bytes as 1 MB ranges, `parallel` at a time; answers MB/s and requests/s. */
async function rangedRead(urlOf: () => string, parallel = 4) {
  const ranges = Array.from({ length: Math.ceil(SIZE / CHUNK.length) }, (_, i) => i * CHUNK.length);
  let next = 0;
  let bytesRead = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < ranges.length) {
        const from = ranges[next++]!;
        const res = await fetch(urlOf(), {
          headers: { range: `bytes=${from}-${Math.min(from + CHUNK.length, SIZE) - 1}` },
        });
        if (res.status !== 206) throw new Error(`range answered ${res.status}`);
        bytesRead += (await res.arrayBuffer()).byteLength;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { mbPerSecond: bytesRead / 1024 / 1024 / seconds, requestsPerSecond: ranges.length / seconds };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-clips-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-no-web-dist'),
    PORT: '0',
  });
  const { database, release } = await openReadyDatabase(config);
  const clock = new TestClock();
  const app = await buildApp(config, { database, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const t = { app, database, config, clock } as unknown as TestApp;
  const user = await createTestUser(t);
  const player = await createTestPlayer(t, user.user.id);

  const meta = (v: string) => Buffer.from(v).toString('base64');
  const createUpload = async (size: number) => {
    const created = await fetch(`${base}/api/v1/clips/uploads`, {
      method: 'POST',
      headers: {
        ...user.headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': `playerId ${meta(player.id)},sessionId ${meta('11111111-1111-4111-8111-111111111111')}`,
      },
    });
    if (created.status !== 201)
      throw new Error(`creation answered ${created.status}: ${await created.text()}`);
    return created.headers.get('location')!.split('/').pop()!;
  };
  // A warm-up upload of 1 MB first (modules, JIT, pools), so the measured one is the steady state.
  const small = CHUNK.length;
  await patch(`${base}/api/v1/clips/uploads/${await createUpload(small)}`, user.headers, small);

  // 1. A plain file write of the same bytes (the disk's speed), then the tus upload.
  const plainFile = path.join(dataDir, 'plain.bin');
  const plain = await withRss(() => pipeline(bytes(), createWriteStream(plainFile)));
  // The same PATCH to a bare node HTTP server that streams the body into a file (HTTP and disk, no tus).
  const sink = http.createServer((req, res) => {
    void pipeline(req, createWriteStream(path.join(dataDir, 'bare.bin'))).then(() =>
      res.writeHead(204).end(),
    );
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as { port: number }).port}/`;
  const bareUpload = await withRss(() => patch(sinkUrl, {}));
  sink.close();
  const id = await createUpload(SIZE);
  const upload = await withRss(() => patch(`${base}/api/v1/clips/uploads/${id}`, user.headers));
  if (upload.result !== 204) throw new Error(`PATCH answered ${upload.result}`);

  // 2. The uploaded bytes become the clip's video (no transcoding here), served by both servers.
  const files = clipFiles(config, id);
  await mkdir(path.dirname(files.video), { recursive: true });
  renameSync(files.upload, files.video);
  await database.db.update(clips).set({ status: 'READY', durationSeconds: 60 }).where(eq(clips.id, id));
  const clip = (await (await fetch(`${base}/api/v1/clips/${id}`, { headers: user.headers })).json()) as {
    playbackUrl: string;
  };
  const bare = Fastify();
  await bare.register(fastifyStatic, { root: path.dirname(files.video) });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
  await rangedRead(() => `${base}${clip.playbackUrl}`); // warm-up
  await rangedRead(() => `${bareBase}/${path.basename(files.video)}`);
  const product = await withRss(() => rangedRead(() => `${base}${clip.playbackUrl}`));
  const reference = await withRss(() => rangedRead(() => `${bareBase}/${path.basename(files.video)}`));

  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const rows = {
    sizeMb: MB,
    cores: os.cpus().length,
    load,
    upload: { mbPerSecond: MB / upload.seconds, rss: upload.rss },
    plainWrite: { mbPerSecond: MB / plain.seconds, rss: plain.rss },
    bareHttpWrite: { mbPerSecond: MB / bareUpload.seconds, rss: bareUpload.rss },
    playback: { ...product.result, rss: product.rss },
    staticServing: { ...reference.result, rss: reference.rss },
  };
  if (asJson) console.log(JSON.stringify(rows, null, 2));
  else {
    const f = (n: number) => n.toFixed(0).padStart(6);
    console.log(`clips bench: ${MB} MB, ${rows.cores} cores, load ${load} (1 / 5 / 15 min)`);
    console.log(
      `  tus upload (HTTP, one PATCH)   ${f(rows.upload.mbPerSecond)} MB/s   RSS ${upload.rss.before} → peak ${upload.rss.peak} MB`,
    );
    console.log(
      `  bare HTTP PATCH → file         ${f(rows.bareHttpWrite.mbPerSecond)} MB/s   RSS ${bareUpload.rss.before} → peak ${bareUpload.rss.peak} MB`,
    );
    console.log(
      `  plain file write               ${f(rows.plainWrite.mbPerSecond)} MB/s   RSS ${plain.rss.before} → peak ${plain.rss.peak} MB`,
    );
    console.log(
      `  ranged playback (signed link)  ${f(rows.playback.mbPerSecond)} MB/s ${f(rows.playback.requestsPerSecond)} req/s   RSS peak ${product.rss.peak} MB`,
    );
    console.log(
      `  @fastify/static, same ranges   ${f(rows.staticServing.mbPerSecond)} MB/s ${f(rows.staticServing.requestsPerSecond)} req/s   RSS peak ${reference.rss.peak} MB`,
    );
  }
  await bare.close();
  await app.close();
  await database.close();
  release();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
