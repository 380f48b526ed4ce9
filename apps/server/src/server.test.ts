import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Collects a child's output and resolves when a line matches. */
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
    waitFor: (pattern: RegExp, timeoutMs = 45_000) =>
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

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// The server process as production runs it, on its own PGlite folder (the database kind does not
// change how shutdown works, so this file does not use DATABASE_URL).
describe('server process', () => {
  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-sigterm-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const out = watchOutput(child);
    try {
      await out.waitFor(/is serving on/);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);

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
      await new Promise((r) => setTimeout(r, 200));

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await out.waitFor(/draining requests/);
      // A new connection is refused while the old one is still served.
      await expect(
        new Promise((resolve, reject) => {
          const late = net.connect(port, '127.0.0.1');
          late.once('connect', () => {
            late.destroy();
            resolve('connected');
          });
          late.once('error', reject);
        }),
      ).rejects.toThrow(/ECONNREFUSED/);

      socket.write(body.slice(5));
      await socketClosed;
      expect(response).toMatch(/^HTTP\/1\.1 404 /);
      expect(response.toLowerCase()).toContain('connection: close');
      expect(response).toContain('"path":"/api/drain-check"');

      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(8_000);
      expect(out.output()).toMatch(/requests drained, database closed/);
      // The data folder is free again for the next server.
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
