import { webhookResponseSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';
import { receiveWebhook } from './webhook.service.ts';

/** Stripe's webhook. The signature covers the exact bytes: this scope keeps the body as a Buffer. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/v1/billing/webhook',
    {
      config: { rateLimit: SUBSCRIPTION_LIMITS.webhookPerAddress },
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook: signed events only (400 otherwise); a repeated event changes nothing',
        response: { 200: webhookResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      await receiveWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    },
  );
};
