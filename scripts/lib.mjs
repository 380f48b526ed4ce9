// Small helpers shared by the root scripts (start, test).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const webDist = path.join(webDir, 'dist');

/** Newest modification time (ms) of the files under `paths`, skipping build output and tests. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(p, entry));
      }
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

/** Why the web app needs a build, or null when apps/web/dist is up to date. */
export function webBuildReason() {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return 'apps/web/dist is missing';
  const sources = newestMtime([
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(root, 'packages/contract/src'),
  ]);
  return sources > statSync(index).mtimeMs ? 'the web sources changed since the last build' : null;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** A TCP port free on 127.0.0.1 right now (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
