import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once and runs file after file in it (every file builds its own
    // app and database, and no test stubs modules, timers or the environment): measured on a quiet
    // 2-core machine, the PGlite step 264 s -> 142 s, the PostgreSQL step -> 92 s.
    isolate: false,
  },
});
