import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  FIRST_PAINT_END,
  FIRST_PAINT_HEAD,
  FIRST_PAINT_START,
  type FirstPaintPage,
  firstPaintMarkup,
  translator,
} from './first-paint.ts';

/**
 * On the pages with a static first screen the scripts download after the stylesheets and the
 * first screen's own bytes (they are not needed to draw it); page.html keeps the browser's default.
 */
const LOW_PRIORITY = 'fetchpriority="low"';

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
  // The route's chunk and everything it imports, its imports' imports included: each one without a
  // hint would be added by Vite's preload helper at start-up (a <link> per file, in the task that
  // starts the app, after the first paint).
  const scripts: string[] = [];
  const collect = (file: string) => {
    const chunk = bundle?.[file];
    if (loadedByEntry.has(file) || scripts.includes(file) || chunk?.type !== 'chunk') return;
    scripts.push(file);
    for (const imported of chunk.imports) collect(imported);
  };
  collect(route.fileName);
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
  let root = '';
  const routeHints = new Map<string, string>();
  /** The static first screen of a page (`first-paint.ts`), from the English texts. */
  const firstPaint = (page: FirstPaintPage) => {
    const en = JSON.parse(readFileSync(path.join(root, 'src/public/assets/i18n/en.json'), 'utf8'));
    return firstPaintMarkup(translator(en), page);
  };
  const withoutFirstPaint = (html: string) =>
    html
      .replace(new RegExp(`${FIRST_PAINT_START}[\\s\\S]*?${FIRST_PAINT_END}`), '')
      .replace(/[ \t]*<style data-first-paint>.*<\/style>\n?/, '')
      .replace(/[ \t]*<script data-first-paint>.*?<\/script>\n?/, '')
      .replaceAll(` ${LOW_PRIORITY}`, '');
  return {
    name: 'academy:preload-home-route',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    writeBundle() {
      const index = path.join(outDir, 'index.html');
      if (!existsSync(index)) return;
      const html = readFileSync(index, 'utf8').replace(/[ \t]*<link [^>]*data-home-route[^>]*>\n?/g, '');
      writeFileSync(path.join(outDir, OTHER_PAGES_HTML), withoutFirstPaint(html));
      for (const [page, hints] of routeHints) {
        const file = path.join(outDir, 'pages', `${page}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        const own = html
          .replace(/\n\s*<\/head>/, `\n${hints}  </head>`)
          .replace(
            new RegExp(`${FIRST_PAINT_START}[\\s\\S]*?${FIRST_PAINT_END}`),
            firstPaint(page as FirstPaintPage),
          );
        writeFileSync(file, own);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(sourceHtml, ctx) {
        // The static first screen of `/` (the copies for other pages drop or replace it above).
        const html = sourceHtml
          .replace('<div id="root">', () => `${firstPaint('/')}<div id="root">`)
          // Before the stylesheets: the inline script then runs at once instead of waiting for them.
          .replace('</title>', `</title>\n    ${FIRST_PAINT_HEAD}`)
          .replace(/<script type="module" crossorigin/g, `<script type="module" ${LOW_PRIORITY} crossorigin`);
        for (const [page, moduleSuffix] of Object.entries(ROUTE_PAGES)) {
          const files = routeFiles(ctx.bundle, moduleSuffix);
          if (!files) continue;
          const links = [
            ...files.scripts.map(
              (file) => `<link rel="modulepreload" ${LOW_PRIORITY} crossorigin href="/${file}">`,
            ),
            // Stylesheets, not preloads: the static first screen needs the page's styles.
            ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ];
          routeHints.set(page, links.map((link) => `    ${link}\n`).join(''));
        }
        const home = routeFiles(ctx.bundle, '/features/home/routes/home-page.tsx');
        if (!home) return html;
        const { scripts, styles } = home;
        const tags = [
          // First-time visitors see English (spec §9); i18n.ts fetches exactly this URL.
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/assets/i18n/en.json' },
            injectTo: 'head' as const,
          },
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              fetchpriority: 'low',
              crossorigin: true,
              href: `/${file}`,
              'data-home-route': true,
            },
            injectTo: 'head' as const,
          })),
          // A stylesheet, not a preload: the static first screen needs the hero's styles.
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}`, 'data-home-route': true },
            injectTo: 'head' as const,
          })),
        ];
        return { html, tags };
      },
    },
  };
}
