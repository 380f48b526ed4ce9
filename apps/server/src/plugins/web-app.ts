import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, isWebPagePath } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.ts';

function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html and the
 * translations are revalidated. The app's pages (the contract's WEB_PAGE_PATHS) get the app with
 * 200; other page paths the app too (it shows its not-found page) but with 404, so crawlers and
 * monitors see a missing page as missing; unknown /api paths and files a JSON 404. `/` gets
 * index.html with the home page's preload hints, `/auth/login` pages/auth/login.html with its own,
 * the other pages page.html without any.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const hasApp = existsSync(path.join(opts.distDir, 'index.html'));
    // The build's copy of index.html without the home page's preload hints (apps/web/build/preload-home-route.ts).
    const otherPagesHtml = existsSync(path.join(opts.distDir, 'page.html')) ? 'page.html' : 'index.html';
    // Pages with preload hints of their own: pages/auth/login.html for /auth/login.
    const routePages = new Map<string, string>();
    const pagesDir = path.join(opts.distDir, 'pages');
    if (existsSync(pagesDir)) {
      for (const file of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.html')) continue;
        const rel = file.split(path.sep).join('/');
        routePages.set(`/${rel.slice(0, -'.html'.length)}`, `pages/${rel}`);
      }
    }
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const rel = path.relative(opts.distDir, filePath).split(path.sep).join('/');
          const hashed =
            rel.startsWith('assets/') && !rel.startsWith('assets/i18n/') && !rel.startsWith('assets/media/');
          res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(
        { distDir: opts.distDir },
        'web app is not built: only the API is served (run npm run build)',
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
      if (hasApp && wantsPage && !lastSegment.includes('.')) {
        const pathname = request.url.split('?')[0] ?? '/';
        return reply
          .status(isWebPagePath(pathname) ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .sendFile(
            pathname === '/'
              ? 'index.html'
              : (routePages.get(pathname.replace(/\/+$/, '')) ?? otherPagesHtml),
          );
      }
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send(errorBody(request, 404, ERROR_MESSAGES.notFound));
    });
  },
  { name: 'web-app' },
);
