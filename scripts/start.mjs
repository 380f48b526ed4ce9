#!/usr/bin/env node
// `npm start`: builds the web app when apps/web/dist is missing or older than its sources, then
// runs the server as production does (it migrates and seeds at start-up). Configuration comes from
// the environment (see README): PGlite in ./data by default, DATABASE_URL for PostgreSQL,
// http://127.0.0.1:3000 unless PORT/HOST say otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
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

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});

// The server drains requests and closes the database on these; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
