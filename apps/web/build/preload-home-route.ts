import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** index.html without the home page's hints: what the server sends for every other page. */
export const OTHER_PAGES_HTML = 'page.html';

type Bundle = IndexHtmlTransformContext['bundle'];

/**
 * Pages that get hints of their own in a copy of page.html, `pages/<path>.html`, which the server
 * sends for that path: the sign-in is the other common first page.
 */
const ROUTE_PAGES: Record<string, string> = { '/auth/login': '/features/auth/routes/login-page.tsx' };

/** The chunks and stylesheets a lazy route needs that the entry does not load itself. */
function routeFiles(bundle: Bundle, moduleSuffix: string) {
  const chunks = Object.values(bundle ?? {});
  const route = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(moduleSuffix));
  if (route?.type !== 'chunk') return null;
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
  // Everything the entry loads itself, its imports' imports included, needs no hint.
  const loadedByEntry = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle?.[file];
    if (loadedByEntry.has(file) || chunk?.type !== 'chunk') return;
    loadedByEntry.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  if (entry) visit(entry.fileName);
  const scripts = [route.fileName, ...route.imports].filter((file) => !loadedByEntry.has(file));
  const styles = new Set<string>();
  for (const file of scripts) {
    const chunk = bundle?.[file];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return { scripts, styles: [...styles] };
}

/**
 * The home page is where most visits start, and it is a lazy route: without a hint the browser
 * learns about its chunk (and the translations) only after the entry script has run. These
 * preload links in index.html let both downloads start with the entry script, one round trip
 * earlier. Other pages would pay ≈ 9 kB gzip for it, so the build also writes `page.html`, the
 * same document without those hints (the translations' hint stays), which the server sends for
 * every page but `/`; `/auth/login` gets its own hints the same way (`pages/auth/login.html`).
 */
export function preloadHomeRoute(): Plugin {
  let outDir = '';
  const routeHints = new Map<string, string>();
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
      for (const [page, hints] of routeHints) {
        const file = path.join(outDir, 'pages', `${page}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html.replace(/\n\s*<\/head>/, `\n${hints}  </head>`));
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        for (const [page, moduleSuffix] of Object.entries(ROUTE_PAGES)) {
          const files = routeFiles(ctx.bundle, moduleSuffix);
          if (!files) continue;
          const links = [
            ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...files.styles.map((file) => `<link rel="preload" as="style" href="/${file}">`),
          ];
          routeHints.set(page, links.map((link) => `    ${link}\n`).join(''));
        }
        const home = routeFiles(ctx.bundle, '/features/home/routes/home-page.tsx');
        if (!home) return [];
        const { scripts, styles } = home;
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
