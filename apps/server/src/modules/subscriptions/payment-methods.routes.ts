import { paymentMethodQuerySchema, paymentMethodSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { getPaymentMethod } from './payment-methods.service.ts';

/** The card on file (spec §7 "Subscriptions and billing"). */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.get(
    '/api/v1/billing/payment-method',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "The player's saved card, or 404",
        security: [{ bearer: [] }],
        querystring: paymentMethodQuerySchema,
        response: { 200: paymentMethodSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPaymentMethod(ctx, request.user!, request.query.playerId),
  );
};
