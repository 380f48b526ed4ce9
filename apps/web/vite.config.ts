import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { phoneFlags } from './build/phone-flags.ts';
import { preloadHomeRoute } from './build/preload-home-route.ts';
import { pruneReactRouter } from './build/prune-react-router.ts';
import { pwaOptions } from './build/pwa.ts';

// The dev server (npm run dev) forwards API calls to the Fastify server on PORT (default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Writes .br and .gz beside every text file of the build; the server sends those as they are
 * (@fastify/static preCompressed), so it never compresses per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir)) {
          const file = path.join(dir, entry);
          try {
            // The phone input's flags (≈ 250 small SVGs, one fetched per visit) stay as they are:
            // compressing each at Brotli's top level would double the build time.
            if (statSync(file).isDirectory()) {
              if (entry !== 'flags') visit(file);
            } else if (/\.(js|css|html|json|svg|txt)$/.test(entry) && statSync(file).size > 1024) {
              const content = readFileSync(file);
              writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
              writeFileSync(
                `${file}.br`,
                brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              );
            }
          } catch (error) {
            // Another build emptying the same folder meanwhile: its own run compresses its files.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        }
      };
      visit(outDir);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pruneReactRouter(),
    preloadHomeRoute(),
    phoneFlags(),
    VitePWA(pwaOptions),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: 'src/public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the build targets preloads modules natively (baseline since 2023): the polyfill
    // only added bytes to every page's first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app shell (main.tsx and all it imports) as one chunk. By default the modules it shares
          // with the lazy pages (React, the stores, i18n) become several small chunks, each one more
          // request that compresses worse on its own (about 2.7 kB gzip more on /).
          groups: [{ name: 'shell', test: /[\\/]src[\\/]main\.tsx$/, includeDependenciesRecursively: true }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
    },
  },
});
