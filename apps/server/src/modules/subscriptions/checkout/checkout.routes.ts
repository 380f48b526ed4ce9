import { checkoutSessionRequestSchema, checkoutSessionResponseSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.ts';
import { createCheckoutSession } from './checkout.service.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';
import { paymentContext } from '../payment-turn.ts';

/** The provider's hosted checkout for a subscription (spec §7 "Subscriptions and billing"). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentContext(app);
  app.post(
    '/api/v1/billing/checkout-session',
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.checkoutPerCaller },
      schema: {
        tags: ['billing'],
        summary: 'A hosted checkout for the subscription; the browser goes to `url`',
        description:
          'callBackSuccessURL and callBackCancelURL must be on the app origin (PUBLIC_URL) or an origin of CHECKOUT_RETURN_ORIGINS; a path is taken relative to PUBLIC_URL. The free first month applies on the player’s first subscription only.',
        security: [{ bearer: [] }],
        body: checkoutSessionRequestSchema,
        response: { 200: checkoutSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => createCheckoutSession(ctx, request.user!, request.body),
  );
};
