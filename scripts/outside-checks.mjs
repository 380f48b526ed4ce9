#!/usr/bin/env node
// `npm run check:outside [-- --dist <folder>] [-- --pages /,/support] [-- --widths 390,1280]`: the
// outside checkers on the public pages of the built app, at a phone and a desktop width:
//   - pa11y 10 with both its runners, axe and HTML_CodeSniffer (WCAG 2 AA), in Debian's Chromium;
//   - the W3C Nu HTML checker (vnu.jar, run with `java -jar`) on each page as the browser built it
//     (the served index.html is an empty shell: the app writes the page).
// It prints every finding and exits 1 when there is one.
//
// The tools are not dependencies of the project (pa11y brings puppeteer, whose install would
// download a browser, and 70 MB nobody else needs): the first run installs pa11y and vnu-jar at
// pinned versions with npm into node_modules/.cache/outside-checks, with PUPPETEER_SKIP_DOWNLOAD
// set; later runs reuse them. It needs java (17 or later) and /usr/bin/chromium (CHROME_PATH).
//
// Without --dist it builds the web app into a temporary folder; the server runs as `npm start`
// runs it (own free port, temporary DATA_DIR).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { buildWebIntoTemp, CHROMIUM_FLAGS, CHROMIUM_PATH, startServedApp } from './served-app.mjs';

const TOOLS = { pa11y: '10.0.0', 'vnu-jar': '26.9.27' };
const toolsDir = path.join(root, 'node_modules/.cache/outside-checks');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const PAGES = option('pages', '/,/auth/login,/auth/signup,/support,/terms-of-service,/privacy-policy').split(
  ',',
);
/** The phone input arrives after the page: wait for it where it shows, and check sign-in's phone mode too. */
const PHONE_READY = 'select.PhoneInputCountrySelect';
const VARIANTS = {
  '/auth/signup': [{ label: '/auth/signup', ready: PHONE_READY }],
  '/auth/login': [
    { label: '/auth/login' },
    { label: '/auth/login (phone mode)', click: 'main button.btn-link', ready: PHONE_READY },
  ],
};
const checksOf = (pagePath) => VARIANTS[pagePath] ?? [{ label: pagePath }];
const WIDTHS = option('widths', '390,1280').split(',').map(Number);
const distOption = option('dist', null);

/** Installs the pinned tools once (no browser download: Debian's Chromium is used). */
function ensureTools() {
  const installed = Object.entries(TOOLS).every(([name, version]) => {
    const file = path.join(toolsDir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === version;
  });
  if (installed) return;
  console.log(
    `Installing ${Object.entries(TOOLS)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')} into ${toolsDir}…`,
  );
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(path.join(toolsDir, 'package.json'), '{ "name": "outside-checks", "private": true }\n');
  const result = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--ignore-scripts',
      '--loglevel=error',
      ...Object.entries(TOOLS).map(([n, v]) => `${n}@${v}`),
    ],
    { cwd: toolsDir, stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: 'true' } },
  );
  if (result.status !== 0) throw new Error('installing the outside checkers failed');
}

/** pa11y on one page at one width, in the shared browser; its findings as lines. */
async function runPa11y(pa11y, browser, url, width, check) {
  const result = await pa11y(url, {
    browser,
    runners: ['axe', 'htmlcs'],
    standard: 'WCAG2AA',
    viewport: { width, height: 900 },
    timeout: 120_000,
    // The app writes the page: wait for its heading.
    actions: [
      'wait for element h1 to be visible',
      ...(check.click ? [`click element ${check.click}`] : []),
      ...(check.ready ? [`wait for element ${check.ready} to be visible`] : []),
    ],
    wait: 500,
  });
  return result.issues.map(
    (issue) =>
      `pa11y/${issue.runner} ${issue.type}: ${issue.code}\n      ${issue.message}\n      at ${issue.selector}\n      ${(issue.context ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
  );
}

/** The page as the browser built it, as an HTML document for the Nu checker. */
async function renderedHtml(browser, url, width, check) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width, height: 900 });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.waitForSelector('h1', { visible: true, timeout: 60_000 });
    if (check.click) await page.click(check.click);
    if (check.ready) await page.waitForSelector(check.ready, { visible: true, timeout: 60_000 });
    return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  } finally {
    await page.close();
  }
}

/** vnu.jar over the saved pages; its messages per file. */
function runVnu(vnuJar, files) {
  const result = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`java could not run vnu.jar: ${result.error.message}`);
  const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}');
  const byFile = new Map(files.map((f) => [f, []]));
  for (const m of report.messages) {
    const file = decodeURIComponent(new URL(m.url).pathname);
    const where = m.lastLine ? ` (line ${m.lastLine})` : '';
    const extract = m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : '';
    byFile.get(file)?.push(`vnu ${m.subType ?? m.type}: ${m.message}${where}${extract}`);
  }
  return byFile;
}

async function main() {
  ensureTools();
  const requireTool = createRequire(path.join(toolsDir, 'package.json'));
  const pa11y = requireTool('pa11y');
  const puppeteer = requireTool('puppeteer');
  const vnuJar = String(requireTool('vnu-jar'));

  const distDir = distOption ? path.resolve(distOption) : await buildWebIntoTemp();
  const app = await startServedApp({ distDir, keepDist: Boolean(distOption) });
  const htmlDir = mkdtempSync(path.join(os.tmpdir(), 'academy-outside-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-setuid-sandbox', '--disable-dev-shm-usage'],
  });
  const findings = [];
  try {
    const saved = [];
    for (const width of WIDTHS) {
      for (const pagePath of PAGES) {
        for (const check of checksOf(pagePath)) {
          const url = `${app.baseURL}${pagePath}`;
          const label = `${check.label} at ${width} px`;
          process.stdout.write(`checking ${label}…\n`);
          findings.push({ label, lines: await runPa11y(pa11y, browser, url, width, check) });
          const file = path.join(htmlDir, `${width}-${saved.length}.html`);
          writeFileSync(file, await renderedHtml(browser, url, width, check));
          saved.push({ label, file });
        }
      }
    }
    const vnu = runVnu(
      vnuJar,
      saved.map((s) => s.file),
    );
    for (const { label, file } of saved) {
      findings.find((f) => f.label === label).lines.push(...(vnu.get(file) ?? []));
    }
  } finally {
    await browser.close();
    await app.stop();
    rmSync(htmlDir, { recursive: true, force: true });
  }

  let total = 0;
  console.log('');
  for (const { label, lines } of findings) {
    total += lines.length;
    console.log(`${label}: ${lines.length ? `${lines.length} finding(s)` : 'clean'}`);
    for (const line of lines) console.log(`  - ${line}`);
  }
  console.log(
    `\n${total} finding(s) in ${findings.length} checks (${PAGES.length} pages × ${WIDTHS.length} widths, sign-in also in phone mode; pa11y axe + HTML_CodeSniffer, W3C Nu HTML checker).`,
  );
  process.exitCode = total > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
