import { defineConfig } from 'vitest/config';

// Two workers, as the web project has (Vitest runs projects of one step together only with the same count).
export default defineConfig({ test: { name: 'contract', include: ['src/**/*.test.ts'], maxWorkers: 2 } });
