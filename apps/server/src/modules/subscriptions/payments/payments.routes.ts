import {
  householdPaymentListSchema,
  householdPaymentsQuerySchema,
  languageSchema,
  paymentListSchema,
  paymentsQuerySchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.ts';
import { asLanguage, resolveLanguage } from '../../../lib/language.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { findPaymentByReceiptToken } from './payments.repo.ts';
import { listHouseholdPayments } from './household-payments.service.ts';
import { listPayments } from './payments.service.ts';
import { renderReceiptPage } from './receipt-page.ts';
import { refundsOfPayments } from './refunds.repo.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';

/** The player's payments (receipts on /account) and each one's printable receipt page. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/billing/payments',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "The player's payments, newest first, each with a printable receipt page",
        security: [{ bearer: [] }],
        querystring: paymentsQuerySchema,
        response: { 200: paymentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listPayments(
        ctx,
        request.user!,
        request.query.playerId,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.get(
    '/api/v1/billing/household-payments',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary:
          'A payer’s one receipt list: the payments of every child they pay for, newest first, each naming the child',
        security: [{ bearer: [] }],
        querystring: householdPaymentsQuerySchema,
        response: { 200: householdPaymentListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listHouseholdPayments(ctx, request.user!, resolveLanguage(request.query.language, request.user)),
  );

  // Like Stripe's receipt links: the unguessable address is the key, so a mail can link to it.
  app.get(
    '/receipts/:token',
    {
      config: { rateLimit: SUBSCRIPTION_LIMITS.receiptPerAddress },
      schema: {
        hide: true,
        params: z.object({ token: z.string().min(20).max(64) }),
        // consoleUser: the console's user page the admin opened it from (its back link leads there).
        querystring: z.object({ language: languageSchema.optional(), consoleUser: z.uuid().optional() }),
      },
    },
    async (request, reply) => {
      const found = await findPaymentByReceiptToken(ctx.db, request.params.token);
      if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Receipt not found');
      const html = renderReceiptPage({
        payment: found.payment,
        programTitles: found.programTitles,
        user: found.user,
        language: request.query.language ?? asLanguage(found.user.language),
        publicUrl: ctx.config.publicUrl,
        consoleUserId: request.query.consoleUser,
        refunds: await refundsOfPayments(ctx.db, [found.payment.id]),
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
