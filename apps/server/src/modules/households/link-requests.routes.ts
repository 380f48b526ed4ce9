import { linkRequestListSchema, linkRequestParamsSchema, linkRequestSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { decideLink, listLinkRequests } from './link-requests.service.ts';

/** Requests to guard a child who already has an account; that child's payer decides. */
export const linkRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/household/link-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['households'],
        summary: 'Requests to decide (INCOMING: you pay for the child) and the ones you made (OUTGOING)',
        security: [{ bearer: [] }],
        response: { 200: linkRequestListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listLinkRequests(ctx.db, request.user!),
  );

  for (const [action, decision] of [
    ['approve', 'APPROVED'],
    ['decline', 'DECLINED'],
  ] as const) {
    app.post(
      `/api/v1/household/link-requests/:id/${action}`,
      {
        onRequest: app.authenticate,
        config: { rateLimit: perCaller(30) },
        schema: {
          tags: ['households'],
          summary:
            decision === 'APPROVED'
              ? "Approve (the child's payer): the asker becomes a guardian of the child"
              : "Decline (the child's payer): the asker may create a namesake on purpose",
          security: [{ bearer: [] }],
          params: linkRequestParamsSchema,
          response: { 200: linkRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => decideLink(ctx, request.user!, request.params.id, decision),
    );
  }
};
