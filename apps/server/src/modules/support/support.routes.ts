import {
  errorBodySchema,
  languageSchema,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSupportMessage } from './support.service.ts';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/support',
    {
      preHandler: app.authenticateOptional,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to customer support (signed-in users or visitors with an e-mail)',
        querystring: z.object({ language: languageSchema.optional() }),
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? request.user?.language ?? 'en';
      const result = await sendSupportMessage(
        { db: app.database.db, mailer: app.mailer, log: request.log, supportEmail: app.config.supportEmail },
        request.user,
        request.body,
        language,
      );
      return reply.status(201).send(result);
    },
  );
};
