import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** index.html without the home page's hints: what the server sends for every other page. */
export const OTHER_PAGES_HTML = 'page.html';

/**
 * The home page is where most visits start, and it is a lazy route: without a hint the browser
 * learns about its chunk (and the translations) only after the entry script has run. These
 * preload links in index.html let both downloads start with the entry script, one round trip
 * earlier. Other pages would pay ≈ 9 kB gzip for it, so the build also writes `page.html`, the
 * same document without those hints (the translations' hint stays), which the server sends for
 * every page but `/`.
 */
export function preloadHomeRoute(): Plugin {
  let outDir = '';
  return {
    name: 'academy:preload-home-route',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const index = path.join(outDir, 'index.html');
      if (!existsSync(index)) return;
      const html = readFileSync(index, 'utf8').replace(/[ \t]*<link [^>]*data-home-route[^>]*>\n?/g, '');
      writeFileSync(path.join(outDir, OTHER_PAGES_HTML), html);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const home = chunks.find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/features/home/routes/home-page.tsx'),
        );
        if (home?.type !== 'chunk') return [];
        const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
        // Everything the entry loads itself, its imports' imports included, needs no hint.
        const loadedByEntry = new Set<string>();
        const visit = (file: string) => {
          const chunk = ctx.bundle?.[file];
          if (loadedByEntry.has(file) || chunk?.type !== 'chunk') return;
          loadedByEntry.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        if (entry) visit(entry.fileName);
        const scripts = [home.fileName, ...home.imports].filter((file) => !loadedByEntry.has(file));
        const styles = [...(home.viteMetadata?.importedCss ?? [])];
        return [
          // First-time visitors see English (spec §9); i18n.ts fetches exactly this URL.
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/assets/i18n/en.json' },
            injectTo: 'head' as const,
          },
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-home-route': true },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${file}`, 'data-home-route': true },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
