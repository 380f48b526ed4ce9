// Builds the web app into a folder of its own and starts the server the way `npm start` does, on a
// free port with a throw-away DATA_DIR, for the scripts that look at the real product in a browser
// (make-media, lighthouse). Its own build folder: apps/web/dist is shared with whoever else runs
// `npm start` or the browser tests in this tree, and a rebuild there mid-run breaks the page.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, freePort, root, run, webDir } from './lib.mjs';

/** Debian's Chromium, kept quiet and offline (the same flags as the browser tests). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A production build of the current sources in a temporary folder; returns that folder. */
export async function buildWebIntoTemp() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'academy-web-build-'));
  console.log(`Building the web app into ${outDir}…`);
  const code = await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
  });
  if (code !== 0) throw new Error('the web app did not build');
  return outDir;
}

/**
 * Serves `distDir` (a build); resolves with { baseURL, stop } once /api/ready answers. `stop` removes
 * the build too unless `keepDist` (a build the caller was given rather than made).
 */
export async function startServedApp({ distDir, keepDist = false }) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-tool-'));
  const logFile = path.join(dataDir, 'server.log');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: distDir,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const log = openSync(logFile, 'a');
  // As scripts/start.mjs runs it, minus its build step (the build is ours).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (!keepDist) rmSync(distDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const lastLines = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  await stop();
  throw new Error(`the app did not start:\n${lastLines}`);
}
