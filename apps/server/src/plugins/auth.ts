import { timingSafeEqual } from 'node:crypto';
import type { Role } from '@academy/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, OAuthError, unauthorized } from '../lib/errors.ts';
import type { Viewer } from '../lib/viewer.ts';
import { authenticateAccessToken } from '../modules/auth/token.service.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.authenticateOptional`) from the bearer token. */
    user: Viewer | null;
  }
  interface FastifyInstance {
    /** Needs a live bearer access token; 401 otherwise. */
    authenticate: Guard;
    /** Reads the bearer token when there is one; anonymous requests go on with `request.user = null`. */
    authenticateOptional: Guard;
    /** Needs a signed-in user holding one of the roles; 403 otherwise. Use after `authenticate`. */
    requireRoles: (...roles: Role[]) => Guard;
    /** Needs the web client's Basic credentials (token and sign-up calls); 401 invalid_client otherwise. */
    authenticateClient: Guard;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function readBasicCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    const resolve = async (request: FastifyRequest, required: boolean) => {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw unauthorized();
        return;
      }
      const user = await authenticateAccessToken(app.database.db, token);
      if (!user) {
        // A stale token on an open route is treated as anonymous.
        if (required) throw unauthorized('Invalid or expired access token');
        return;
      }
      request.user = user;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('authenticateOptional', async (request: FastifyRequest) => resolve(request, false));
    app.decorate('requireRoles', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!request.user.authorities.some((role) => roles.includes(role))) throw forbidden();
    });
    app.decorate('authenticateClient', async (request: FastifyRequest) => {
      const credentials = readBasicCredentials(request);
      const expected = app.config.oauthClient;
      if (
        !credentials ||
        !safeEqual(credentials.id, expected.id) ||
        !safeEqual(credentials.secret, expected.secret)
      ) {
        throw new OAuthError(401, 'invalid_client', 'Bad client credentials', {
          'WWW-Authenticate': 'Basic realm="academy"',
        });
      }
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);
