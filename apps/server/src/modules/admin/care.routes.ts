import {
  billingActionRequestSchema,
  billingActionResultSchema,
  idParamsSchema,
  languageSchema,
  paymentSchema,
  refundRequestSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { setUserBilling } from '../subscriptions/billing-actions.service.ts';
import { refundPayment } from '../subscriptions/payments/refunds.service.ts';

/** Customer care from the console's user page: refunds and billing actions, each with a reason, audited. */
export const adminCareRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/admin/payments/:id/refund',
    {
      config: { rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Refund a payment, whole or part, through the card provider (audited with the reason)',
        description:
          'Whole payment when `amount` is left out. More than is left to refund: 400 on `amount`. The same ' +
          'request again within 10 minutes (a double click) makes no second refund. The payer is mailed a ' +
          'receipt of the refund in their language. 502 when the provider refused: nothing was refunded.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        querystring: z.object({ language: languageSchema.optional() }),
        body: refundRequestSchema,
        response: { 200: paymentSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) =>
      refundPayment(
        ctx,
        request.user!.id,
        request.params.id,
        request.body,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.put(
    '/api/v1/admin/users/:id/billing',
    {
      config: { rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Pause or resume billing, cancel now or at the period end, or extend the free period',
        description:
          'Acts on every running subscription of the user. `days` (1–365) is required for EXTEND. Our ' +
          'change and its audit record (with the reason) are one transaction; the provider is told after ' +
          'it (502 when it cannot be reached: repeat the call to finish). 409 when there is nothing to change.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: billingActionRequestSchema,
        response: { 200: billingActionResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => setUserBilling(ctx, request.user!.id, request.params.id, request.body),
  );
};
