import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_PAINT_SCRIPT } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP source that allows one inline script: exactly this text, by its hash. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Security headers. The CSP allows what the app uses and nothing else: its own scripts and the one
 * inline script of its first screen (by its hash, contract's FIRST_PAINT_SCRIPT), styles
 * (Bootstrap's and React's style attributes), images and media from itself (data: for Bootstrap's SVG icons),
 * API calls to itself and forms that post to itself (the sandbox checkout).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptHashSource(FIRST_PAINT_SCRIPT)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      workerSrc: ["'self'"],
    },
  },
  // Payment and map providers are reached by navigation, not embedding; keep defaults otherwise.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once: they depend on nothing in the request, so each
 * request gets the same ready-made set (helmet's Fastify plugin rebuilt helmet on every request).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    // One synchronous hook per request: the fixed headers, and no caching of API answers. A page
    // with its own policy (/api/docs) or a route with its own Cache-Control sets its header later,
    // which replaces this one.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const url = request.url;
      if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) {
        reply.header('Cache-Control', 'no-store');
        reply.header('Pragma', 'no-cache');
      }
      done();
    });
  },
  { name: 'security' },
);
