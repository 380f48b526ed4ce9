// The cluster and database-outage tests (npm test runs them after the server build): real
// processes of the built server, HAProxy, PostgreSQL. `npx vitest run --config scripts/cluster/vitest.config.mjs`
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.test.mjs'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
