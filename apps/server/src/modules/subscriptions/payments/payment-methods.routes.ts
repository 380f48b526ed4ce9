import {
  paymentMethodQuerySchema,
  paymentMethodSchema,
  portalSessionRequestSchema,
  portalSessionResponseSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { createPortalSession, getPaymentMethod } from './payment-methods.service.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';

/** The card on file and where to change it (spec §7 "Subscriptions and billing"). */
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

  app.post(
    '/api/v1/billing/portal-session',
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.portalPerCaller },
      schema: {
        tags: ['billing'],
        summary: "Where the player changes the card: Stripe's customer portal, or the sandbox's card page",
        description:
          'returnURL follows the checkout callback rules (PUBLIC_URL or CHECKOUT_RETURN_ORIGINS); default /account. 409 before any checkout (no customer yet).',
        security: [{ bearer: [] }],
        body: portalSessionRequestSchema,
        response: { 200: portalSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => createPortalSession(ctx, request.user!, request.body),
  );
};
