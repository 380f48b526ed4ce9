#!/usr/bin/env node
// `npm run size:home [-- --dist <folder>] [-- --path /support] [-- --budget 120] [-- --json out.json]`:
// the JavaScript an anonymous first visit to a page (default `/`) downloads, measured in a real
// browser against the built app. Starts the server the way `npm start` does (its own free port, a
// temporary DATA_DIR, WEB_DIST_DIR = the build), opens the page in Debian's Chromium (a fresh
// profile: no token, no cache) and waits until the network is quiet, then sums the gzip size
// (level 9, as the build's .gz files) of every script the page fetched. Exits 1 over the budget.
//
// The build is read, never written: `npm run build` first (apps/web/dist, the default), or point
// `--dist` (or WEB_DIST_DIR) at another build, e.g. `npx vite build --outDir /tmp/web` in apps/web
// while someone else's browser tests use apps/web/dist.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { webDist } from './lib.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startServedApp } from './served-app.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const distDir = path.resolve(option('dist', process.env.WEB_DIST_DIR || webDist));
const pagePath = option('path', '/');
const budgetKb = Number(option('budget', '120'));
const jsonPath = option('json', null);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** gzip -9 of the build's file behind a URL; the response body when the build has no such file. */
function gzipSize(url, body) {
  const file = path.join(distDir, decodeURIComponent(new URL(url).pathname));
  const content = file.startsWith(distDir) && existsSync(file) ? readFileSync(file) : body;
  return { gzip: gzipSync(content, { level: 9 }).length, raw: content.length };
}

async function visit(baseURL) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const request = response.request();
      const isScript =
        request.resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (!isScript || response.status() !== 200) return;
      pending.push(
        response.body().then((body) => ({ url: response.url(), ...gzipSize(response.url(), body) })),
      );
    });
    await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    // Late chunks (an idle-time import, a lazy section) count too: wait for a quiet network again.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const scripts = await Promise.all(pending);
    const heading = await page.locator('h1').first().textContent();
    await context.close();
    return { scripts, heading };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} holds no build: run \`npm run build\` first (or pass --dist <folder>)`);
  }
  const server = await startServedApp({ distDir, keepDist: true });
  let result;
  try {
    result = await visit(server.baseURL);
  } finally {
    await server.stop();
  }
  const scripts = result.scripts.sort((a, b) => b.gzip - a.gzip);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`JavaScript an anonymous first visit to ${pagePath} downloads (${distDir}):`);
  console.log(`  page heading: ${result.heading?.trim()}`);
  for (const s of scripts) {
    console.log(`  ${kb(s.gzip).padStart(9)} gz  ${kb(s.raw).padStart(9)} raw  ${new URL(s.url).pathname}`);
  }
  console.log(
    `  total: ${kb(total)} gzipped in ${scripts.length} files (${kb(raw)} raw); budget ${budgetKb} KB`,
  );
  if (jsonPath) {
    writeFileSync(
      jsonPath,
      JSON.stringify({ path: pagePath, totalGzip: total, totalRaw: raw, scripts }, null, 2),
    );
  }
  if (total > budgetKb * 1024) {
    console.log(`Over the budget by ${kb(total - budgetKb * 1024)}.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
