import { defineConfig } from '@playwright/test';

/** Debian's Chromium (scripts/ensure-chromium.mjs installs it); these flags keep it quiet and offline. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Several people may run the browser tests in one working tree: each run writes to its own folder,
// so one run's start-up clean-up never deletes another run's traces. Workers inherit the id.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
const runId = process.env.E2E_RUN_ID;

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // The machine has 2 cores shared with the server under test.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry: a test broken for real fails twice; Playwright reports one that passed on retry as flaky.
  retries: 1,
  // A busy 2-core CI machine (a load of 10-20) runs a test two to three times slower than a quiet one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/slow-test-reporter.ts']],
  outputDir: `test-results/${runId}`,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // English in Sweden: the app follows the browser's language (English) and the phone field its
    // region (Sweden), as the specs' Swedish numbers expect (docs/spec-changes.md).
    locale: 'en-SE',
    // The app's service worker (offline, apps/web/build/pwa.ts) would precache the whole build in
    // every test's fresh browser: only the offline spec lets it in (`test.use`).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
