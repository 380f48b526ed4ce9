import {
  guardianDecisionResponseSchema,
  guardianDecisionSchema,
  guardianRequestResponseSchema,
  guardianRequestSchema,
  guardianTokenQuerySchema,
  guardianViewSchema,
  playerIdParamsSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { PRIVACY_LIMITS } from './privacy.limits.ts';
import { decideGuardianRequest, resendGuardianRequest, viewGuardianRequest } from './guardian.service.ts';

/** Guardian approval of players under 16: the resend, and the guardian's page calls (no sign-in). */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const resendPerPlayer = app.accountLimiter({ name: 'guardian-resend', ...PRIVACY_LIMITS.resendPerPlayer });

  app.post(
    '/api/v1/player/:playerId/guardian-request',
    {
      onRequest: app.authenticate,
      config: { rateLimit: PRIVACY_LIMITS.perAddress },
      schema: {
        tags: ['privacy'],
        summary: 'Mail the guardian a new approval link (the old one stops working)',
        description:
          'The player themself or an admin, while approval is PENDING (409 otherwise). `guardianEmail` ' +
          'corrects the address. 3 an hour per player.',
        security: [{ bearer: [] }],
        params: playerIdParamsSchema,
        body: guardianRequestSchema.optional(),
        response: {
          200: guardianRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request) => {
      // Keyed by caller and player: someone else's refused tries do not spend the child's budget.
      await resendPerPlayer.consume(`${request.user!.id}:${request.params.playerId}`);
      return resendGuardianRequest(ctx, request.user!, request.params.playerId, request.body?.guardianEmail);
    },
  );

  app.get(
    '/api/v1/guardian-approval',
    {
      config: { rateLimit: PRIVACY_LIMITS.guardianPage },
      schema: {
        tags: ['privacy'],
        summary: "The guardian's page: what the child shared (the link's token; no sign-in)",
        description: '404 when the link is unknown, used or older than 7 days.',
        querystring: guardianTokenQuerySchema,
        response: { 200: guardianViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return viewGuardianRequest(ctx.db, request.query.token, ctx.clock.now());
    },
  );

  app.post(
    '/api/v1/guardian-approval',
    {
      config: { rateLimit: PRIVACY_LIMITS.guardianPage },
      schema: {
        tags: ['privacy'],
        summary: 'The guardian approves or declines (the link works once)',
        description:
          'APPROVE records time, guardian e-mail, policy version and address, and mails a receipt. ' +
          "DECLINE deletes the child's account. 404 when the link is unknown, used or expired.",
        body: guardianDecisionSchema,
        response: { 200: guardianDecisionResponseSchema, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) =>
      decideGuardianRequest(ctx, {
        token: request.body.token,
        decision: request.body.decision,
        ip: request.ip,
      }),
  );
};
