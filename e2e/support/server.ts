import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartedServer {
  baseURL: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

async function waitUntilReady(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(
    child.exitCode !== null
      ? `The server exited (code ${child.exitCode}) before it was ready. Its last lines:\n${log}`
      : `The server was not ready after ${timeoutMs / 1000} s. Its last lines:\n${log}`,
  );
}

/**
 * Starts the server the way `npm start` does (scripts/start.mjs: built web app, migrations and
 * seed at start-up) on a free port with its own temporary data folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { superAdmin?: { email: string; password: string } } = {},
): Promise<StartedServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    ...env,
  };
  // One embedded database per run: the browser tests never touch a shared PostgreSQL or Redis.
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  // The first super admin is made the way the README tells an operator to (before the server holds the folder).
  if (options.superAdmin) {
    const made = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'admin',
        '--',
        'create-super-admin',
        '--email',
        options.superAdmin.email,
        '--first-name',
        'Sara',
      ],
      // The password on standard input, never on the command line (the command refuses that).
      { cwd: repoRoot, env: childEnv, encoding: 'utf8', input: `${options.superAdmin.password}\n` },
    );
    if (made.status !== 0)
      throw new Error(`npm run admin failed (${made.status}): ${made.stderr}${made.stdout}`);
  }
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  try {
    await waitUntilReady(baseURL, child, logFile, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    dataDir,
    logFile,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
