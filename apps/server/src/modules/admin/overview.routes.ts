import {
  adminStatsSchema,
  auditEventListQuerySchema,
  auditEventPageSchema,
  languageQuerySchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { getAdminStats, listAuditEvents } from './admin.service.ts';

/** The overview figures and the audit trail (read only: the trail has no write call). */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Users, players, active and billed subscriptions, MRR and the last 30 days’ revenue (charged minus refunded) per currency, support messages waiting',
        security: [{ bearer: [] }],
        querystring: languageQuerySchema,
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => getAdminStats(app.database.db, app.clock.now()),
  );

  app.get(
    '/api/v1/admin/audit-events',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit trail of console changes, newest first (never editable), filtered by actor, target and action',
        description:
          '`actorId`, `targetId` or `targetEmail` (a live account’s address: the trail keeps ids), `action` ' +
          '(`user.role`, or a family such as `program`). `targetDeleted` marks a user who no longer exists; ' +
          '`reason` is what the admin gave.',
        security: [{ bearer: [] }],
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAuditEvents(app.database.db, request.query),
  );
};
