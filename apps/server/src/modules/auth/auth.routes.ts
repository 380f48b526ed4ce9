import {
  checkTokenBodySchema,
  checkTokenQuerySchema,
  checkTokenResponseSchema,
  oauthErrorBodySchema,
  revokeTokenRequestSchema,
  revokeTokenResponseSchema,
  TOKEN_SCOPE,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAuthError } from '../../lib/errors.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { checkToken, passwordGrant, refreshGrant, revokeToken, type SignInLimits } from './auth.service.ts';
import type { IssuedTokens } from './token.service.ts';

/**
 * Per address: every call of the token endpoint. Per account: sign-in tries (counted before the
 * password or code is checked; a success gives its try back): 5 from one address, 10 from all the
 * addresses the account has not signed in from in 90 days together.
 */
export const TOKEN_LIMITS = {
  perAddress: { max: 60, timeWindow: 60_000 },
  perAccountAndAddress: { max: 5, timeWindow: 15 * 60_000 },
  perAccountFromNewAddresses: { max: 10, timeWindow: 15 * 60_000 },
  checkPerAddress: { max: 300, timeWindow: 60_000 },
  revokePerAddress: { max: 120, timeWindow: 60_000 },
} as const;

const oauthErrors = { 400: oauthErrorBodySchema, 401: oauthErrorBodySchema, 429: oauthErrorBodySchema };
const ALLOWED_SCOPES = new Set(TOKEN_SCOPE.split(' '));

function tokenBody(tokens: IssuedTokens) {
  return {
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    scope: TOKEN_SCOPE,
  };
}

/** /api/oauth/*: the token, check_token and revoke calls; all need the web client's Basic credentials. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const signInLimits: SignInLimits = {
    perAccountAndAddress: app.accountLimiter({
      name: 'sign-in-address',
      ...TOKEN_LIMITS.perAccountAndAddress,
    }),
    perAccountFromNewAddresses: app.accountLimiter({
      name: 'sign-in-account',
      ...TOKEN_LIMITS.perAccountFromNewAddresses,
    }),
  };

  // RFC 6749 §5.1: token answers (errors too) must not be cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
    return payload;
  });

  app.post(
    '/api/oauth/token',
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: TOKEN_LIMITS.perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant, also the account-creation call) or refresh (rotation)',
        description:
          'Form-encoded. `grant_type=password&username=…&password=…&scope=read write[&code=123456]`, or ' +
          '`grant_type=refresh_token&refresh_token=…`. A body with username and password and no grant_type ' +
          '(the account-creation call with firstName and lastName) is a password grant.',
        security: [{ client: [] }],
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...oauthErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const clientId = app.config.oauthClient.id;
      const grantType =
        body.grant_type ??
        (body.username !== undefined && body.password !== undefined ? 'password' : undefined);
      if (!grantType) throw new OAuthError(400, 'invalid_request', 'Missing grant_type');
      if (grantType === 'password') {
        if (!body.username || !body.password) {
          throw new OAuthError(400, 'invalid_request', 'Missing username or password');
        }
        if (
          body.scope !== undefined &&
          !body.scope
            .split(/\s+/)
            .filter(Boolean)
            .every((s) => ALLOWED_SCOPES.has(s))
        ) {
          throw new OAuthError(400, 'invalid_scope', `Scope must be "${TOKEN_SCOPE}"`);
        }
        const tokens = await passwordGrant(ctx, signInLimits, {
          username: body.username,
          password: body.password,
          code: body.code,
          clientId,
          ip: request.ip,
        });
        return tokenBody(tokens);
      }
      if (grantType === 'refresh_token') {
        if (!body.refresh_token) throw new OAuthError(400, 'invalid_request', 'Missing refresh_token');
        return tokenBody(await refreshGrant(ctx, { refreshToken: body.refresh_token, clientId }));
      }
      throw new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant type');
    },
  );

  app.post(
    '/api/oauth/check_token',
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: TOKEN_LIMITS.checkPerAddress },
      schema: {
        tags: ['auth'],
        summary: 'Is an access token live?',
        security: [{ client: [] }],
        querystring: checkTokenQuerySchema,
        body: checkTokenBodySchema,
        response: { 200: checkTokenResponseSchema, ...oauthErrors },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new OAuthError(400, 'invalid_request', 'Missing token');
      return checkToken(ctx.db, token, ctx.clock.now());
    },
  );

  app.post(
    '/api/oauth/revoke',
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: TOKEN_LIMITS.revokePerAddress },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke a token pair (RFC 7009)',
        description: 'Form-encoded `token=…` (access or refresh). Always 200; the whole token family ends.',
        security: [{ client: [] }],
        consumes: ['application/x-www-form-urlencoded'],
        body: revokeTokenRequestSchema.nullish(),
        response: { 200: revokeTokenResponseSchema, ...oauthErrors },
      },
    },
    async (request) => {
      const token = request.body?.token;
      if (!token) throw new OAuthError(400, 'invalid_request', 'Missing token');
      await revokeToken(ctx, {
        token,
        hint: request.body?.token_type_hint,
        clientId: app.config.oauthClient.id,
      });
      return {};
    },
  );
};
