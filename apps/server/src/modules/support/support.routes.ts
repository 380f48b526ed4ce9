import { languageSchema, supportMessageRequestSchema, supportMessageResponseSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { sendSupportMessage } from './support.service.ts';

export const SUPPORT_LIMITS = {
  sendPerAddress: { max: 5, timeWindow: 10 * 60_000 },
} as const;

/** Messages to customer support, from signed-in users or visitors. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/support',
    {
      onRequest: app.authenticateOptional,
      config: { rateLimit: SUPPORT_LIMITS.sendPerAddress },
      schema: {
        tags: ['support'],
        summary: 'Send a message to customer support (signed-in users or visitors with an e-mail)',
        querystring: z.object({ language: languageSchema.optional() }),
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? request.user?.language ?? 'en';
      const result = await sendSupportMessage(ctx, request.user, request.body, language);
      return reply.status(201).send(result);
    },
  );
};
