import {
  createSubscriptionSchema,
  enableBillingSchema,
  errorBodySchema,
  subscriptionLanguageQuerySchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enableBilling } from '../billing/billing.service.ts';
import { perCaller } from '../billing/rate-limits.ts';
import {
  cancelSubscription,
  createSubscription,
  listSubscriptionsFor,
  resolveLanguage,
  resumeSubscription,
} from './subscriptions.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ bearer: [] }];
const BASE = '/api/v1/player-training-program-subscription';

/** Player training-program subscriptions (spec §7 "Subscriptions and billing"). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: "The caller's player's subscriptions (admins: any player's via playerId)",
        security,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async (request) =>
      listSubscriptionsFor(app.billing, request.user!, {
        status: request.query.status,
        playerId: request.query.playerId,
        language: resolveLanguage(request.query.language, request.user),
      }),
  );

  app.post(
    BASE,
    {
      preHandler: app.authenticate,
      config: { rateLimit: perCaller(60) },
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribes a player: 201 new, or 200 with the ACTIVE subscription the player has',
        security,
        body: createSubscriptionSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, 201: subscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subscription, created } = await createSubscription(
        app.billing,
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
      preHandler: app.authenticate,
      config: { rateLimit: perCaller(20) },
      schema: {
        tags: ['subscriptions'],
        summary: 'Starts billing on the saved card (409 when there is none)',
        description:
          'paymentModel is optional: the subscription’s own model is used, then the player’s last one; with none of them the call is a 400.',
        security,
        body: enableBillingSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      enableBilling(
        app.billing,
        request.user!,
        request.body,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancels at period end: availableTill = end of the paid or free period',
        security,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      cancelSubscription(
        app.billing,
        request.user!,
        request.params.id,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.put(
    `${BASE}/:id/resume`,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'Resumes a cancelled subscription that still runs (clears availableTill)',
        security,
        params: subscriptionParamsSchema,
        querystring: subscriptionLanguageQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      resumeSubscription(
        app.billing,
        request.user!,
        request.params.id,
        resolveLanguage(request.query.language, request.user),
      ),
  );
};
