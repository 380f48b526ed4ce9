import { timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES, HOUSEHOLD_MESSAGES, type Role, USER_MESSAGES } from '@academy/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { onLocalUserChange, UserScopedCache } from '../lib/auth-cache.ts';
import { childMayCall } from '../lib/child-access.ts';
import { AppError, forbidden, OAuthError } from '../lib/errors.ts';
import type { Viewer } from '../lib/viewer.ts';
import { authenticateAccessToken } from '../modules/auth/token.service.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A NON_VERIFIED user may call this route (verify, resend, correct the e-mail, read, delete oneself). */
    allowUnverified?: boolean;
  }
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
    /** Short-lived copies of the bearer → user answers and of users' own JSON text (lib/auth-cache.ts). */
    authCache: { tokens: UserScopedCache<Viewer>; users: UserScopedCache<string> };
  }
}

/** How long a copy lives at most: invalidation is immediate, this only bounds the unforeseen. */
const AUTH_CACHE_TTL_MS = 5_000;
const AUTH_CACHE_MAX_ENTRIES = 20_000;
export const AUTH_CHANNEL = 'academy_auth';

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

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64 (`academy%2Dweb`). */
function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** RFC 6750 §3: every 401 of a bearer-protected call says how to authenticate. */
function bearerChallenge(message: string, invalidToken: boolean): AppError {
  const challenge = invalidToken
    ? 'Bearer realm="academy", error="invalid_token", error_description="The access token is invalid or expired"'
    : 'Bearer realm="academy"';
  return new AppError(401, message, undefined, { 'WWW-Authenticate': challenge });
}

const needsBodyCredentials = Symbol('academy.needsBodyCredentials');
type ClientRequest = FastifyRequest & { [needsBodyCredentials]?: boolean };

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    const nowMs = () => app.clock.now().getTime();
    const cache = {
      tokens: new UserScopedCache<Viewer>(AUTH_CACHE_TTL_MS, AUTH_CACHE_MAX_ENTRIES, nowMs),
      users: new UserScopedCache<string>(AUTH_CACHE_TTL_MS, AUTH_CACHE_MAX_ENTRIES, nowMs),
    };
    app.decorate('authCache', cache);
    const forgetUser = (userId: string) => {
      cache.tokens.forgetUser(userId);
      cache.users.forgetUser(userId);
    };
    // The database tells every process about changes to a user (migration 0016); while nobody
    // listens the copies could go stale, so the cache is off and starts empty when back.
    const unlisten = await app.database.listen(AUTH_CHANNEL, forgetUser, (listening) => {
      for (const c of [cache.tokens, cache.users]) {
        c.clear();
        c.enabled = listening;
      }
    });
    const unsubscribe = onLocalUserChange(forgetUser);
    app.addHook('onClose', async () => {
      unsubscribe();
      await unlisten();
    });
    // Whatever a write in this process changed (the caller's own account, or another user's: an admin
    // setting a role, a manager record made for someone, a password reset) is forgotten here before
    // its answer leaves, so no later request of this process sees an old copy, even before the
    // database's notification arrives (other processes rely on that notification).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        cache.tokens.clear();
        cache.users.clear();
      }
      done(null, payload);
    });

    const lookUp = async (token: string): Promise<Viewer | null> => {
      const cached = cache.tokens.get(token);
      if (cached) return cached;
      const ticket = cache.tokens.ticket();
      const user = await authenticateAccessToken(app.database.db, token, app.clock.now());
      if (user) cache.tokens.set(token, user.id, user, ticket, user.accessExpiresAt.getTime());
      return user;
    };

    const resolve = async (request: FastifyRequest, required: boolean) => {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw bearerChallenge(ERROR_MESSAGES.unauthorized, false);
        return;
      }
      const user = await lookUp(token);
      if (!user) {
        // A stale token on an open route is treated as anonymous.
        if (required) throw bearerChallenge(ERROR_MESSAGES.invalidToken, true);
        return;
      }
      if (required && user.status === 'NON_VERIFIED' && !request.routeOptions.config.allowUnverified) {
        throw forbidden(USER_MESSAGES.accountNotVerified);
      }
      // A child's token reaches only the child's calls (api-contract.md, "Households"): one list.
      if (required && user.householdManaged && !childMayCall(request.method, request.routeOptions.url)) {
        throw forbidden(HOUSEHOLD_MESSAGES.childCannot);
      }
      request.user = user;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('authenticateOptional', async (request: FastifyRequest) => resolve(request, false));
    app.decorate('requireRoles', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw bearerChallenge(ERROR_MESSAGES.unauthorized, false);
      if (!request.user.authorities.some((role) => roles.includes(role))) throw forbidden();
    });
    const expected = app.config.oauthClient;
    const matches = (id: string | null | undefined, secret: string | null | undefined) =>
      typeof id === 'string' &&
      typeof secret === 'string' &&
      safeEqual(id, expected.id) &&
      safeEqual(secret, expected.secret);
    const badClient = () =>
      new OAuthError(401, 'invalid_client', 'Bad client credentials', {
        'WWW-Authenticate': 'Basic realm="academy"',
      });

    app.decorate('authenticateClient', async (request: FastifyRequest) => {
      const basic = readBasicCredentials(request);
      if (basic) {
        // Both the plain form (the spec's client) and the RFC's form-urlencoded one.
        if (matches(basic.id, basic.secret) || matches(formDecode(basic.id), formDecode(basic.secret)))
          return;
        throw badClient();
      }
      // client_secret_post (RFC 6749 §2.3.1): the OAuth calls may carry them in the form body,
      // which is read after this hook; checked in preValidation below.
      if (!request.headers.authorization && request.url.startsWith('/api/oauth/')) {
        (request as ClientRequest)[needsBodyCredentials] = true;
        return;
      }
      throw badClient();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (!(request as ClientRequest)[needsBodyCredentials]) return done();
      const body = request.body as { client_id?: unknown; client_secret?: unknown } | null | undefined;
      const id = typeof body?.client_id === 'string' ? body.client_id : null;
      const secret = typeof body?.client_secret === 'string' ? body.client_secret : null;
      done(matches(id, secret) ? undefined : badClient());
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);
