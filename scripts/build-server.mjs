#!/usr/bin/env node
// `npm run build:server`: compiles the server's TypeScript into plain JavaScript in apps/server/dist
// with esbuild (already installed: tsx and drizzle-kit are built on it). The entry points share
// chunks: dist/server.js (the listening process), dist/admin.js (the operator command) and
// dist/clip-worker.js (`npm run worker`, clips transcoded apart from the API). The
// contract package (TypeScript source) is bundled in; every other package stays an import of
// node_modules. dist/ sits at the same depth as src/, so paths the code computes from
// import.meta.url (the repository root, node_modules) resolve the same; the SQL migrations are
// copied beside the bundle (db/migrate.ts reads ./migrations next to itself).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, root } from './lib.mjs';

export const serverDir = path.join(root, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');
const stamp = path.join(serverDist, '.built');

/** Why the server needs a build, or null when apps/server/dist is newer than every source. */
export function serverBuildReason() {
  if (!existsSync(stamp)) return 'apps/server/dist is missing';
  const sources = newestMtime([
    path.join(serverDir, 'src'),
    path.join(serverDir, 'package.json'),
    path.join(root, 'packages/contract/src'),
    path.join(root, 'scripts/build-server.mjs'),
  ]);
  return sources > statSync(stamp).mtimeMs ? 'the server sources changed since the last build' : null;
}

/** Builds apps/server/dist; resolves with the time it took (ms). */
export async function buildServer() {
  const started = Date.now();
  const { build } = await import('esbuild');
  // Built beside, then swapped in: a server already running from dist/ or a second build at the
  // same moment (two test runs) never sees a half-written folder.
  const out = `${serverDist}.tmp-${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      admin: path.join(serverDir, 'src/cli/admin.ts'),
      'clip-worker': path.join(serverDir, 'src/cli/clip-worker.ts'),
      'pglite-template': path.join(serverDir, 'src/cli/pglite-template.ts'),
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'shared-[hash]',
    logLevel: 'warning',
    plugins: [
      {
        // Packages load from node_modules at run time; only the workspace's TypeScript is compiled in.
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@academy/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(out, 'migrations'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}meta`),
  });
  // The ready-made database of a first start on PGlite (db/pglite-template.ts): made by the bundle
  // itself, so it holds exactly what this build's migrations and seed would write.
  const template = spawnSync(
    process.execPath,
    [path.join(out, 'pglite-template.js'), path.join(out, 'pglite-template')],
    { stdio: 'inherit' },
  );
  if (template.status !== 0) throw new Error(`the PGlite template failed (exit ${template.status})`);
  writeFileSync(path.join(out, '.built'), `${new Date().toISOString()}\n`);
  const old = `${serverDist}.old-${process.pid}`;
  if (existsSync(serverDist)) renameSync(serverDist, old);
  renameSync(out, serverDist);
  rmSync(old, { recursive: true, force: true });
  return Date.now() - started;
}

/** Builds when needed; prints why. */
export async function ensureServerBuilt() {
  const reason = serverBuildReason();
  if (!reason) return;
  console.log(`Building the server (${reason})…`);
  const ms = await buildServer();
  console.log(`Built the server into apps/server/dist in ${ms} ms.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --if-needed: only when a source is newer than the last build (npm run admin).
  if (process.argv.includes('--if-needed')) await ensureServerBuilt();
  else console.log(`Built the server into apps/server/dist in ${await buildServer()} ms.`);
}
