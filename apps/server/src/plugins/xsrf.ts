import { ERROR_MESSAGES } from '@academy/contract';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE = ERROR_MESSAGES.xsrf;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Called by the card provider's servers, never by a browser with our cookie; the digest's one-click
// unsubscribe (RFC 8058) is posted by mail clients and its own page, and carries its signed token.
const EXEMPT = ['/api/v1/billing/webhook', '/api/v1/notifications/unsubscribe'];

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The 403 for a state-changing /api call whose cookie has no matching header, else undefined. */
function refusal(request: FastifyRequest): Error | undefined {
  if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return undefined;
  const path = request.url.split('?')[0] ?? '';
  if (EXEMPT.includes(path)) return undefined;
  const cookie = request.cookies[XSRF_COOKIE];
  if (!cookie) return undefined;
  const header = request.headers[XSRF_HEADER];
  return typeof header !== 'string' || !same(header, cookie) ? forbidden(XSRF_MESSAGE) : undefined;
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

    // Synchronous hooks (as every per-request hook here): they have nothing to wait for.
    app.addHook('onRequest', (request, _reply, done) => {
      done(refusal(request));
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        !request.cookies[XSRF_COOKIE] &&
        String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      ) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure,
          httpOnly: false,
        });
      }
      done(null, payload);
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie', 'error-handler'] },
);
