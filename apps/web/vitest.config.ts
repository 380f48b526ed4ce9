import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A busy 2-core CI machine renders a page with several queries in seconds: keep far from the limit.
    testTimeout: 15_000,
    // Vitest's default on a 2-core machine is one worker (cores - 1): the step ran file after file.
    maxWorkers: 2,
  },
});
