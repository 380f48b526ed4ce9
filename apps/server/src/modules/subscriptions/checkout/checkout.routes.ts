import {
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  SUBSCRIPTION_MESSAGES,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.ts';
import { exclusively, PAYMENT_STEP_SLOT } from '../../../lib/rate-limits.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { createCheckoutSession } from './checkout.service.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';
import { requireRunningSubscription } from '../subscriptions.service.ts';

/** The provider's hosted checkout for a subscription (spec §7 "Subscriptions and billing"). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const paymentStep = app.accountLimiter(PAYMENT_STEP_SLOT);
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
    async (request) => {
      // Who may pay, and whether anything is left to pay, before the payment slot is taken: a
      // stranger never holds the owner's slot, and an ended subscription says so whoever else pays.
      await requireRunningSubscription(ctx.db, request.user!, request.body.subscriptionId);
      return exclusively(
        paymentStep,
        request.body.subscriptionId,
        SUBSCRIPTION_MESSAGES.paymentInProgress,
        () => createCheckoutSession(ctx, request.user!, request.body),
      );
    },
  );
};
