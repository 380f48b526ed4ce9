import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE = 'Invalid or missing X-XSRF-TOKEN header';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Called by the card provider's servers, never by a browser with our cookie.
const EXEMPT = ['/api/v1/billing/webhook'];

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The spec's double-submit cookie. Pages of the web app set `XSRF-TOKEN` (readable by the app's
 * script, SameSite=Lax); the web client copies it into `X-XSRF-TOKEN` on every state-changing call.
 * A state-changing /api call that carries the cookie without the matching header is refused (403):
 * a cross-site form or script can make the browser send the cookie, never read it to set the header.
 * Clients without the cookie (the mobile app's native calls, other API clients) are not affected.
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance) => {
    const secure = app.config.publicUrl.startsWith('https:');

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      const path = request.url.split('?')[0] ?? '';
      if (EXEMPT.includes(path)) return;
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) return;
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !same(header, cookie)) throw forbidden(XSRF_MESSAGE);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.cookies[XSRF_COOKIE]) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('text/html')) return payload;
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
      return payload;
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie', 'error-handler'] },
);
