import {
  createSubscriptionSchema,
  enableBillingSchema,
  subscriptionLanguageQuerySchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
  paymentModelSwitchSchema,
  switchPaymentModelSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { enableBilling } from './checkout/checkout.service.ts';
import { paymentMethodRoutes } from './payments/payment-methods.routes.ts';
import { paymentRoutes } from './payments/payments.routes.ts';
import { switchPaymentModel } from './plan-switch.service.ts';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout.routes.ts';
import { sandboxClockRoutes } from './sandbox/sandbox-clock.routes.ts';
import { sandboxPortalRoutes } from './sandbox/sandbox-portal.routes.ts';
import { paymentContext } from './payment-turn.ts';
import { scheduleSubscriptionJob } from './subscriptions.job.ts';
import { SUBSCRIPTION_LIMITS } from './subscriptions.limits.ts';
import {
  cancelSubscription,
  createSubscription,
  listSubscriptionsFor,
  resumeSubscription,
} from './subscriptions.service.ts';
import { webhookRoutes } from './provider/webhook.routes.ts';

const security = [{ bearer: [] }];
const BASE = '/api/v1/player-training-program-subscription';

/**
 * Paid subscriptions, the module's one entrance: the subscription resource, checkout, the card on
 * file, the provider's webhook, the sandbox's hosted pages, and the periodic subscription job.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentContext(app);
  await app.register(checkoutRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(webhookRoutes);
  await app.register(paymentRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(sandboxPortalRoutes);
  await app.register(sandboxClockRoutes);
  scheduleSubscriptionJob(app, ctx);

  app.get(
    BASE,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: "The caller's player's subscriptions (admins: any player's via playerId)",
        security,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      listSubscriptionsFor(ctx, request.user!, {
        status: request.query.status,
        playerId: request.query.playerId,
        language: resolveLanguage(request.query.language, request.user),
      }),
  );

  app.post(
    BASE,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.subscribePerCaller },
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribes a player: 201 new, or 200 with the ACTIVE subscription the player has',
        security,
        body: createSubscriptionSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: {
          200: subscriptionSchema,
          201: subscriptionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { subscription, created } = await createSubscription(
        ctx,
        request.user!,
        request.body,
        resolveLanguage(request.query.language, request.user),
      );
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  app.post(
    `${BASE}/enable-billing`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.enableBillingPerCaller },
      schema: {
        tags: ['subscriptions'],
        summary: 'Starts billing on the saved card (409 when there is none)',
        description:
          'paymentModel is optional: the subscription’s own model is used, then the player’s last one; with none of them the call is a 400.',
        security,
        body: enableBillingSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      enableBilling(ctx, request.user!, request.body, resolveLanguage(request.query.language, request.user)),
  );

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.cancelResumePerCaller },
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancels at period end: availableTill = end of the paid or free period',
        security,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      cancelSubscription(
        ctx,
        request.user!,
        request.params.id,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.put(
    `${BASE}/:id/resume`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.cancelResumePerCaller },
      schema: {
        tags: ['subscriptions'],
        summary: 'Resumes a cancelled subscription that still runs (clears availableTill)',
        security,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      resumeSubscription(
        ctx,
        request.user!,
        request.params.id,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.put(
    `${BASE}/:id/payment-model`,
    {
      onRequest: app.authenticate,
      config: { rateLimit: SUBSCRIPTION_LIMITS.switchPlanPerCaller },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Switches a billed subscription between MONTHLY and YEARLY (prorated); without confirm, a preview',
        description:
          'The answer tells what is charged now (the new price less the unused part of the current period), the credit and the new price. In the free month nothing is charged; the new price applies from its end. 409 when the subscription is not billed or already on the plan.',
        security,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        body: switchPaymentModelSchema,
        response: { 200: paymentModelSwitchSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      switchPaymentModel(
        ctx,
        request.user!,
        request.params.id,
        request.body,
        resolveLanguage(request.query.language, request.user),
      ),
  );
};
