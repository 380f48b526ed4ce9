import { clubListQuerySchema, clubPageSchema, clubSchema, createClubSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { addClub, listClubs } from './clubs.service.ts';

export const CLUB_LIMITS = {
  createPerAddress: { max: 30, timeWindow: 60_000 },
} as const;

/** The club list players pick from, and clubs they add. */
export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/club',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['clubs'],
        summary: 'Clubs whose name contains the query (any case), sorted by name',
        security: [{ bearer: [] }],
        querystring: clubListQuerySchema,
        response: { 200: clubPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listClubs(ctx.db, request.query),
  );

  app.post(
    '/api/v1/club',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CLUB_LIMITS.createPerAddress },
      schema: {
        tags: ['clubs'],
        summary: 'Add a club (201), or get the one whose name differs only in case or spacing (200)',
        security: [{ bearer: [] }],
        body: createClubSchema,
        response: { 200: clubSchema, 201: clubSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { club, created } = await addClub(ctx.db, {
        name: request.body.name,
        createdBy: request.user?.id ?? null,
      });
      return reply.status(created ? 201 : 200).send(club);
    },
  );
};
