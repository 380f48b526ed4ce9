#!/usr/bin/env node
// The browser tests use Debian's Chromium at /usr/bin/chromium. Installs it when missing and
// running as root; otherwise stops with what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}, which is missing.\n` +
      'Install it with:  sudo apt-get install -y chromium\n' +
      'then run the tests again.',
  );
  process.exit(1);
}

console.log(`${CHROMIUM} is missing: installing Debian's chromium (apt-get install -y chromium)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
if (result.status !== 0) {
  // A fresh machine may have no package lists yet.
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
}
if (result.status !== 0 || !existsSync(CHROMIUM)) {
  console.error(
    `Could not install chromium (apt-get exit ${result.status}). Install it by hand: apt-get install -y chromium`,
  );
  process.exit(1);
}
console.log(`Installed ${CHROMIUM}.`);
