import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Start-up compiles the server, opens PGlite, migrates and seeds: slow on a busy 2-core machine. */
const START_TIMEOUT_MS = 150_000;

/** Collects a child's output and resolves when it matches. */
function watchOutput(child: ChildProcess) {
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    output: () => output,
    waitFor: (pattern: RegExp, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(output)) return resolve();
        const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${output}`)), timeoutMs);
        waiters.push({
          pattern,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
}

/** 'reset': accepted into the backlog just as the listening socket closed. */
function connect(port: number): Promise<'connected' | 'refused' | 'reset'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else if (error.code === 'ECONNRESET') resolve('reset');
      else reject(error);
    });
  });
}

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// The server process as production runs it, on its own PGlite folder (the database kind does not
// change locking or shutdown, so this file ignores DATABASE_URL).
describe('server process', () => {
  it('refuses a second server on its data folder; on SIGTERM finishes the request in flight, closes the database, exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-process-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      SUBSCRIPTION_JOB_INTERVAL_SECONDS: '0',
    };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    delete env.REDIS_URL;
    const start = (extra: NodeJS.ProcessEnv = {}) =>
      spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: { ...env, ...extra },
      });

    const first = start();
    const exited = new Promise<number | null>((resolve) => first.once('exit', (code) => resolve(code)));
    const out = watchOutput(first);
    try {
      await out.waitFor(/is serving on/, START_TIMEOUT_MS);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);

      // PGlite has no lock of its own: the pid file keeps a second server off the folder.
      const second = start({ PORT: String(await freePort()) });
      const secondOut = watchOutput(second);
      const secondCode = await new Promise<number | null>((resolve) =>
        second.once('exit', (code) => resolve(code)),
      );
      expect(secondCode).not.toBe(0);
      expect(secondOut.output()).toContain('in use by another server process');

      // A request whose body is still arriving when the signal comes: it is in flight.
      const body = JSON.stringify({ name: 'drain-check' });
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (chunk) => {
        response += chunk.toString();
      });
      const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `POST /api/drain-check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      // Routed (logged at debug level) before the signal; a request still unread then would get a 503.
      await out.waitFor(/"url":"\/api\/drain-check"[^\n]*"msg":"incoming request"/, 60_000);

      first.kill('SIGTERM');
      await out.waitFor(/draining requests/, 10_000);
      // The listening socket closes while the old connection is still being served.
      let late = await connect(port);
      for (let i = 0; late !== 'refused' && i < 100; i++) {
        await new Promise((r) => setTimeout(r, 100));
        late = await connect(port);
      }
      expect(late).toBe('refused');
      expect(response).toBe('');

      socket.write(body.slice(5));
      await socketClosed;
      expect(response).toMatch(/^HTTP\/1\.1 404 /);
      expect(response.toLowerCase()).toContain('connection: close');
      expect(response).toContain('"path":"/api/drain-check"');

      // 0, not the 1 of server.ts's forced exit after 10 s.
      expect(await exited).toBe(0);
      expect(out.output()).toMatch(/requests drained, database closed/);
      // The data folder is free again for the next server.
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    } finally {
      if (first.exitCode === null) first.kill('SIGKILL');
    }
  }, 240_000);
});
