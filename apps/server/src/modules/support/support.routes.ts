import { languageSchema, supportMessageRequestSchema, supportMessageResponseSchema } from '@academy/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { forbidden } from '../../lib/errors.ts';
import { acceptLanguage } from '../../lib/language.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { sendSupportMessage } from './support.service.ts';

export const SUPPORT_LIMITS = {
  sendPerAddress: { max: 5, timeWindow: 10 * 60_000 },
  /** Acknowledgements mailed to one visitor address: the form must not mail anyone at will. */
  acknowledgementsPerRecipient: { max: 3, timeWindow: 24 * 60 * 60_000 },
} as const;

/**
 * A browser posting from another site (a hidden form on a stranger's page) is refused: the form is
 * the academy's own page or an app (which sends no Origin). `Sec-Fetch-Site` where the browser sends
 * it; otherwise the Origin must be the product's own.
 */
function crossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'cross-site';
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = new URL(publicUrl).origin;
  const host = request.headers.host;
  return origin !== own && !(host && (origin === `http://${host}` || origin === `https://${host}`));
}

/** Messages to customer support, from signed-in users or visitors. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const acknowledgements = app.accountLimiter({
    name: 'support-acknowledgements',
    ...SUPPORT_LIMITS.acknowledgementsPerRecipient,
  });

  app.post(
    '/api/v1/support',
    {
      onRequest: app.authenticateOptional,
      config: { rateLimit: SUPPORT_LIMITS.sendPerAddress },
      schema: {
        tags: ['support'],
        summary: 'Send a message to customer support (signed-in users or visitors with an e-mail)',
        querystring: z.object({ language: languageSchema.optional() }),
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(400, 403, 429) },
        description:
          'A browser post from another site answers 403; a visitor address gets at most 3 acknowledgements a day (the message is still stored).',
      },
    },
    async (request, reply) => {
      if (crossSite(request, app.config.publicUrl)) throw forbidden();
      // The sender's language is kept with the message: the page's (the web app sends it), else the
      // account's, else the browser's. Acknowledgement and replies are written in it.
      const language =
        request.query.language ??
        request.user?.language ??
        acceptLanguage(request.headers['accept-language']);
      // A visitor's message is always stored; its acknowledgement goes out at most 3 times a day
      // to one address (a signed-in user's own address is not limited).
      const visitorEmail = request.user ? null : request.body.email;
      const acknowledge = visitorEmail
        ? await acknowledgements.consume(visitorEmail).then(
            () => true,
            () => false,
          )
        : true;
      const result = await sendSupportMessage(ctx, request.user, request.body, language, { acknowledge });
      return reply.status(201).send(result);
    },
  );
};
