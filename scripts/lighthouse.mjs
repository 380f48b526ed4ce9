#!/usr/bin/env node
// `npm run lighthouse [-- --runs 3] [-- --path /auth/login]`: builds the web app (into a folder of
// its own), starts it like `npm start` (own port, temporary DATA_DIR), measures a page (default
// `/`) with Lighthouse in Debian's Chromium with mobile emulation (Lighthouse's default: a phone
// screen, simulated slow 4G, 4× CPU slowdown) and prints the performance and accessibility scores,
// the main metrics and the JavaScript the page loaded (`--json file` keeps the full report).
// Exits 1 when a score is under 95.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWebIntoTemp, CHROMIUM_FLAGS, CHROMIUM_PATH, startServedApp } from './served-app.mjs';

const TARGET_SCORE = 95;
const JS_BUDGET_KB = 120;

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const runs = Math.max(1, Number(option('runs', '1')) || 1);
const pagePath = option('path', '/');
/** `--json report.json` keeps the last run's full Lighthouse report. */
const jsonPath = option('json', null);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The gzip size (level 9, as the build's .gz files) of a script of the build, or null for others. */
function gzipSizeOf(distDir, url) {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/assets/')) return null;
  try {
    return gzipSync(readFileSync(path.join(distDir, pathname)), { level: 9 }).length;
  } catch {
    return null;
  }
}

async function measure(url, distDir) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (jsonPath) writeFileSync(jsonPath, JSON.stringify(lhr, null, 2));
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: r.url, transfer: r.transferSize, gzip: gzipSizeOf(distDir, r.url) }));
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metrics: Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
      ),
      failedA11y: Object.values(lhr.audits)
        .filter((a) =>
          lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
        )
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => `${a.id}: ${a.title}`),
      scripts,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? '',
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const distDir = await buildWebIntoTemp();
  const app = await startServedApp({ distDir });
  const results = [];
  try {
    const url = `${app.baseURL}${pagePath}`;
    for (let i = 0; i < runs; i++) {
      const result = await measure(url, distDir);
      results.push(result);
      console.log(
        `run ${i + 1}/${runs}: performance ${result.performance}, accessibility ${result.accessibility}`,
      );
    }
  } finally {
    await app.stop();
  }

  const last = results.at(-1);
  const performance = median(results.map((r) => r.performance));
  const accessibility = median(results.map((r) => r.accessibility));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nLighthouse ${last.lighthouseVersion}, ${last.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, mobile emulation, ${pagePath}`,
  );
  console.log(`  performance:   ${performance}${runs > 1 ? ` (median of ${runs})` : ''}`);
  console.log(`  accessibility: ${accessibility}`);
  for (const [id, value] of Object.entries(last.metrics)) console.log(`  ${id}: ${value}`);
  if (last.failedA11y.length) console.log(`  accessibility findings:\n    ${last.failedA11y.join('\n    ')}`);

  const own = last.scripts.filter((s) => s.gzip !== null);
  const gzipTotal = own.reduce((sum, s) => sum + s.gzip, 0);
  const transferTotal = last.scripts.reduce((sum, s) => sum + s.transfer, 0);
  console.log(`\nJavaScript loaded by ${pagePath}: ${last.scripts.length} files`);
  for (const s of own.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${kb(s.gzip).padStart(9)} gz  ${kb(s.transfer).padStart(9)} sent  ${new URL(s.url).pathname}`,
    );
  }
  console.log(
    `  total: ${kb(gzipTotal)} gzipped (budget ${JS_BUDGET_KB} KB), ${kb(transferTotal)} sent (brotli)`,
  );

  const ok = performance >= TARGET_SCORE && accessibility >= TARGET_SCORE;
  if (!ok) console.log(`\nA score is under ${TARGET_SCORE}.`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
