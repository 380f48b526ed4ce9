import {
  consentListSchema,
  consentParamsSchema,
  consentRequestSchema,
  consentSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { grantConsent, listConsents, revokeConsent } from './consents.service.ts';

/** The consent ledger of a guardian's children. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/household/consents',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['households'],
        summary: "The consent ledger of the home's children, newest first (a guardian)",
        security: [{ bearer: [] }],
        response: { 200: consentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listConsents(ctx.db, request.user!),
  );

  app.post(
    '/api/v1/household/consents',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(30) },
      schema: {
        tags: ['households'],
        summary: 'Give consents for a child (a guardian of the child): a new row of the ledger',
        security: [{ bearer: [] }],
        body: consentRequestSchema,
        response: { 201: consentSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const consent = await grantConsent(ctx, request.user!, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
      });
      return reply.status(201).send(consent);
    },
  );

  app.delete(
    '/api/v1/household/consents/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(30) },
      schema: {
        tags: ['households'],
        summary:
          'Revoke a consent (a guardian of the child); revoking COACH takes the child out of every team',
        security: [{ bearer: [] }],
        params: consentParamsSchema,
        response: { 200: consentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => revokeConsent(ctx, request.user!, request.params.id),
  );
};
