import {
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  errorBodySchema,
  paymentMethodQuerySchema,
  paymentMethodSchema,
  webhookResponseSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCheckoutSession, getPaymentMethod, receiveWebhook } from './billing.service.ts';
import { perCaller } from './rate-limits.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ bearer: [] }];

/** Checkout, the saved card and the Stripe webhook (spec §7 "Subscriptions and billing"). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/billing/checkout-session',
    {
      preHandler: app.authenticate,
      config: { rateLimit: perCaller(30) },
      schema: {
        tags: ['billing'],
        summary: 'A hosted checkout for the subscription; the browser goes to `url`',
        description:
          'callBackSuccessURL and callBackCancelURL must be on the app origin (PUBLIC_URL) or an origin of CHECKOUT_RETURN_ORIGINS; a path is taken relative to PUBLIC_URL. The free first month applies on the player’s first subscription only.',
        security,
        body: checkoutSessionRequestSchema,
        response: { 200: checkoutSessionResponseSchema, ...errors },
      },
    },
    async (request) => createCheckoutSession(app.billing, request.user!, request.body),
  );

  app.get(
    '/api/v1/billing/payment-method',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "The player's saved card, or 404",
        security,
        querystring: paymentMethodQuerySchema,
        response: { 200: paymentMethodSchema, ...errors },
      },
    },
    async (request) => getPaymentMethod(app.billing, request.user!, request.query.playerId),
  );

  // The signature covers the exact bytes: this scope keeps the body as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/v1/billing/webhook',
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook: signed events only (400 otherwise); a repeated event changes nothing',
          response: { 200: webhookResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        await receiveWebhook(app.billing, raw, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });
};
