#!/usr/bin/env node
// `npm start`: builds what is out of date (the web app into apps/web/dist, the server into
// apps/server/dist, each only when its sources changed), then runs the compiled server in this
// very process as production does (NODE_ENV=production; it migrates and seeds at start-up). No
// TypeScript compiler runs at start-up. Configuration comes from the environment (see README):
// PGlite in ./data by default, DATABASE_URL for PostgreSQL, http://127.0.0.1:3000 unless PORT/HOST
// say otherwise. The npm script runs this file with `exec`, so a signal sent to npm's process
// reaches the server itself (dash would otherwise die on SIGTERM and leave the server running).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverDist } from './build-server.mjs';
import { bin, root, run, webBuildReason } from './lib.mjs';

const reason = webBuildReason();
if (reason) {
  console.log(`Building the web app (${reason})…`);
  const code = await run(bin('vite'), ['build'], { cwd: path.join(root, 'apps/web') });
  if (code !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(code);
  }
}
try {
  await ensureServerBuilt();
} catch (error) {
  console.error(`The server did not build: ${error.message}`);
  process.exit(1);
}

process.env.NODE_ENV ||= 'production';
await import(pathToFileURL(path.join(serverDist, 'server.js')).href);
