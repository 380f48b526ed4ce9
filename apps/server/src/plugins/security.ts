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
      mediaSrc: ["'self'", 'blob:'],
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

/**
 * The headers of an API answer (JSON, never rendered as a page), as OWASP's REST Security Cheat
 * Sheet lists them: no caching, a policy that allows nothing and no framing, no sniffing, HTTPS
 * only, same-origin reads only, no referrer. The headers that only guard a rendered page (opener
 * policy, DNS prefetch, download and XSS filter switches, the page's own CSP) are left out: they
 * would more than double every answer's headers and guard nothing in a JSON body.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** An API answer: /api/… but the API's reference pages (/api/docs), which are pages. */
export function isApiUrl(url: string): boolean {
  if (!(url.startsWith('/api/') || url === '/api' || url.startsWith('/api?'))) return false;
  return !(url.startsWith('/api/docs') && (url.length === 9 || '/?#'.includes(url[9] as string)));
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const pageHeaders = securityHeaders();
    // One synchronous hook per request with a ready-made set: a page's (the app, the reference,
    // the sandbox's pages, receipts) or an API answer's. A page with its own policy (/api/docs) or a
    // route with its own Cache-Control sets its header later, which replaces this one.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiUrl(request.url) ? API_HEADERS : pageHeaders);
      done();
    });
  },
  { name: 'security' },
);
