import {
  clubListQuerySchema,
  clubPageSchema,
  clubSchema,
  createClubSchema,
  errorBodySchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addClub, listClubs } from './clubs.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/club',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clubs'],
        summary: 'Clubs whose name contains the query (any case), sorted by name',
        security: [{ bearer: [] }],
        querystring: clubListQuerySchema,
        response: { 200: clubPageSchema, ...errors },
      },
    },
    async (request) => listClubs(app.database.db, request.query),
  );

  app.post(
    '/api/v1/club',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['clubs'],
        summary: 'Add a club (201), or get the one whose name differs only in case or spacing (200)',
        security: [{ bearer: [] }],
        body: createClubSchema,
        response: { 200: clubSchema, 201: clubSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { club, created } = await addClub(app.database.db, {
        name: request.body.name,
        createdBy: request.user?.id ?? null,
      });
      return reply.status(created ? 201 : 200).send(club);
    },
  );
};
