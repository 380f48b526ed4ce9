import {
  adminBlockParamsSchema,
  adminFeePreviewBodySchema,
  adminFeePreviewSchema,
  adminProgramListQuerySchema,
  adminProgramListSchema,
  adminProgramSchema,
  adminProgramVersionListSchema,
  adminPublishSummarySchema,
  adminSessionParamsSchema,
  createAdminBlockSchema,
  createAdminSessionSchema,
  createAdminProgramSchema,
  idParamsSchema,
  updateAdminBlockSchema,
  updateAdminProgramSchema,
  updateAdminSessionSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import {
  createAdminBlock,
  createAdminProgram,
  deleteAdminBlock,
  getAdminProgram,
  listAdminPrograms,
  updateAdminBlock,
  updateAdminProgram,
} from '../programs/program-admin.service.ts';
import {
  createAdminSession,
  deleteAdminSession,
  updateAdminSession,
} from '../programs/program-admin-sessions.service.ts';
import { previewFeeChange } from '../programs/program-admin-json.ts';
import {
  getPublishSummary,
  listVersions,
  restorePreviousVersion,
} from '../programs/program-versions.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Training programs in the console: every language, phases in order, fees, DRAFT/PUBLIC/ARCHIVED. */
export const adminProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const base = '/api/v1/admin/training-programs';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Programs by age group (optionally one age group or status), in every language',
        security,
        querystring: adminProgramListQuerySchema,
        response: { 200: adminProgramListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminPrograms(ctx.db, request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'A DRAFT program (empty, or a copy of `copyFromId`’s phases and fees)',
        security,
        body: createAdminProgramSchema,
        response: { 201: adminProgramSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminProgram(ctx, request.user!.id, request.body)),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One program with its phases (the preview reads this)',
        security,
        params: idParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAdminProgram(ctx.db, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary:
          'Titles, fees, status; PUBLIC publishes (the age group’s PUBLIC program is archived). New fees apply at once to new subscriptions and to running ones from their first renewal at least 30 days after the notice mail each gets; the answer carries `affectedSubscriptions`',
        security,
        params: idParamsSchema,
        body: updateAdminProgramSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateAdminProgram(ctx, request.user!.id, request.params.id, request.body),
  );

  app.post(
    `${base}/:id/fee-preview`,
    {
      schema: {
        tags,
        summary: 'What a fee change would reach before it is saved: running subscriptions whose fee changes',
        security,
        params: idParamsSchema,
        body: adminFeePreviewBodySchema,
        response: { 200: adminFeePreviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => previewFeeChange(ctx, request.params.id, request.body),
  );

  app.get(
    `${base}/:id/publish-summary`,
    {
      schema: {
        tags,
        summary:
          'What publishing would change against the live program: titles, phases, sessions, fees, and the players and running subscriptions that keep the live one',
        security,
        params: idParamsSchema,
        response: { 200: adminPublishSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPublishSummary(ctx.db, request.params.id),
  );

  app.get(
    `${base}/:id/versions`,
    {
      schema: {
        tags,
        summary: 'The program’s publishes, newest first, each naming the program it replaced',
        security,
        params: idParamsSchema,
        response: { 200: adminProgramVersionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listVersions(ctx.db, request.params.id),
  );

  app.post(
    `${base}/:id/restore`,
    {
      schema: {
        tags,
        summary:
          'The live program goes back to the version it replaced (that one PUBLIC again, this one ARCHIVED; audited); 409 when there is none or it changed since',
        security,
        params: idParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => restorePreviousVersion(ctx, request.user!.id, request.params.id),
  );

  app.post(
    `${base}/:id/blocks`,
    {
      schema: {
        tags,
        summary: 'Add a phase at the end (draft programs no player has)',
        security,
        params: idParamsSchema,
        body: createAdminBlockSchema,
        response: { 201: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminBlock(ctx, request.user!.id, request.params.id, request.body)),
  );

  app.put(
    `${base}/:id/blocks/:blockId`,
    {
      schema: {
        tags,
        summary: 'A phase’s titles and descriptions; `order` moves it (drafts only)',
        security,
        params: adminBlockParamsSchema,
        body: updateAdminBlockSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateAdminBlock(ctx, request.user!.id, request.params.id, request.params.blockId, request.body),
  );

  app.delete(
    `${base}/:id/blocks/:blockId`,
    {
      schema: {
        tags,
        summary: 'Remove a phase (drafts no player has)',
        security,
        params: adminBlockParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteAdminBlock(ctx, request.user!.id, request.params.id, request.params.blockId),
  );

  const sessions = `${base}/:id/blocks/:blockId/sessions`;
  app.post(
    sessions,
    {
      schema: {
        tags,
        summary: 'Add a training session at the end of a phase (drafts no player has)',
        security,
        params: adminBlockParamsSchema,
        body: createAdminSessionSchema,
        response: { 201: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, blockId } = request.params;
      return reply
        .status(201)
        .send(await createAdminSession(ctx, request.user!.id, id, blockId, request.body));
    },
  );

  app.put(
    `${sessions}/:sessionId`,
    {
      schema: {
        tags,
        summary: 'A session’s texts and duration; `order` moves it within the phase (drafts only)',
        security,
        params: adminSessionParamsSchema,
        body: updateAdminSessionSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, blockId, sessionId } = request.params;
      return updateAdminSession(ctx, request.user!.id, id, blockId, sessionId, request.body);
    },
  );

  app.delete(
    `${sessions}/:sessionId`,
    {
      schema: {
        tags,
        summary: 'Take a session out of a phase (drafts only)',
        security,
        params: adminSessionParamsSchema,
        response: { 200: adminProgramSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, blockId, sessionId } = request.params;
      return deleteAdminSession(ctx, request.user!.id, id, blockId, sessionId);
    },
  );
};
