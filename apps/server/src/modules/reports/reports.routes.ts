import {
  adminReportListSchema,
  adminReportSchema,
  adminReportsQuerySchema,
  createReportSchema,
  idParamsSchema,
  reportReceiptSchema,
  resolveReportSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createReport, getReports, resolveReport } from './reports.service.ts';

/** Counted before the target is looked up: report ids cannot be probed quickly. */
export const REPORT_LIMITS = {
  reportPerCaller: perCaller(10),
  resolvePerCaller: perCaller(60),
} as const;

/** `POST /api/v1/reports` (docs/clips.md, "Reports and the welfare queue"). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.post(
    '/api/v1/reports',
    {
      onRequest: app.authenticate,
      config: { rateLimit: REPORT_LIMITS.reportPerCaller },
      schema: {
        tags: ['reports'],
        summary: 'Report a clip, a clip comment or a coach’s feedback (anyone who can see it; once each)',
        security: [{ bearer: [] }],
        body: createReportSchema,
        response: { 201: reportReceiptSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await createReport(ctx, request.user!, request.body)),
  );
};

/** The console's welfare queue; registered inside the admin plugin (admins with two-factor only). */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    '/api/v1/admin/reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'The welfare queue: reports by status (OPEN oldest first), with the reported content',
        security: [{ bearer: [] }],
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getReports(ctx, request.query.status),
  );
  app.put(
    '/api/v1/admin/reports/:id',
    {
      config: { rateLimit: REPORT_LIMITS.resolvePerCaller },
      schema: {
        tags: ['admin'],
        summary: 'HIDE or DISMISS an open report, RESTORE hidden content, with a note (audited)',
        description:
          'The action settles every report of the same content; hidden content is gone for everyone but admins.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: resolveReportSchema,
        response: { 200: adminReportSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => resolveReport(ctx, request.user!.id, request.params.id, request.body),
  );
};
