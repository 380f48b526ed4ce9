import {
  createManagerSchema,
  managerSchema,
  playerReadQuerySchema,
  playerUserParamsSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { createManager, getManagerOfUser } from './managers.service.ts';

/** Manager accounts (spec §3, §6, §7): ROLE_MANAGER is assigned when the manager record is created. */
export const managersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/v1/manager',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['managers'],
        summary: 'Make the user a manager: role ROLE_MANAGER and the manager record, in one transaction',
        description:
          'The user themself or an admin. A user with no role, ROLE_MANAGER, or ROLE_PLAYER without a ' +
          'player profile may do it themself; other roles need an admin; admin accounts never become ' +
          'managers (403). 409 when a manager record or a player profile exists.',
        security: [{ bearer: [] }],
        body: createManagerSchema,
        response: { 201: managerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const manager = await createManager(db, request.user!, request.body);
      return reply.status(201).send(manager);
    },
  );

  app.get(
    '/api/v1/player/manager/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['managers'],
        summary: "A user's manager record (the user themself or an admin); 404 'Manager not found'",
        security: [{ bearer: [] }],
        params: playerUserParamsSchema,
        querystring: playerReadQuerySchema,
        response: { 200: managerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getManagerOfUser(db, request.user!, request.params.userId),
  );
};
