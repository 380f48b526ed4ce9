import {
  ERROR_MESSAGES,
  errorBodySchema,
  findForbiddenCharacters,
  INPUT_MESSAGES,
  oauthErrorBodySchema,
} from '@academy/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/errors.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** The 400 naming the first field (params, query, then body) that holds a control character. */
function controlCharacterError(request: FastifyRequest): Error | undefined {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findForbiddenCharacters(value);
    if (path) {
      const field = path.join('.') || part;
      return badRequest(ERROR_MESSAGES.validation, [{ field, message: INPUT_MESSAGES.controlCharacters }]);
    }
  }
  return undefined;
}

/**
 * Request hygiene at the edge, before any contract schema runs:
 * - a body without a Content-Type is refused (415), never read as "no body";
 * - no string anywhere in the body, query or path (keys included) may hold a control character
 *   (the contract's rule, `findForbiddenCharacters`): 400 on that field, never a database error;
 * - every route's OpenAPI entry lists the statuses the edge can answer (400, 401, 413, 415, 429).
 */
export const requestHygienePlugin = fp(
  async (app: FastifyInstance) => {
    // Synchronous hooks: they run on every request and have nothing to wait for.
    app.addHook('onRequest', (request, _reply, done) => {
      const unsupported =
        BODY_METHODS.has(request.method) && hasBody(request) && !request.headers['content-type'];
      done(unsupported ? new AppError(415, ERROR_MESSAGES.unsupportedMediaType) : undefined);
    });

    app.addHook('preValidation', (request, _reply, done) => {
      done(controlCharacterError(request));
    });

    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
      const response = (schema.response ?? {}) as Record<string | number, unknown>;
      const errorSchema = route.url.startsWith('/api/oauth/') ? oauthErrorBodySchema : errorBodySchema;
      const add = (status: number) => {
        if (!(status in response)) response[status] = errorSchema;
      };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const takesBody = methods.some((m) => BODY_METHODS.has(m));
      if (schema.body || schema.querystring || schema.params) add(400);
      if (takesBody) {
        add(413);
        add(415);
      }
      if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429);
      const security = schema.security as Record<string, unknown>[] | undefined;
      if (security?.some((s) => 'bearer' in s || 'client' in s)) add(401);
      schema.response = response;
    });
  },
  { name: 'request-hygiene', dependencies: ['error-handler'] },
);
