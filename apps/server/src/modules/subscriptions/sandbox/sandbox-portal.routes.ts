import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { acceptLanguage } from '../../../lib/language.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';
import { readCardForm, sendSandboxHtml } from './sandbox-checkout.routes.ts';
import { renderSandboxStatePage } from './sandbox-page.ts';
import { renderSandboxPortalPage } from './sandbox-portal-page.ts';
import { getSandboxPortal, saveSandboxPortalCard } from './sandbox-portal.service.ts';

/** The sandbox's card-update page (what Stripe's customer portal is with Stripe). */
export const sandboxPortalRoutes: FastifyPluginAsync = async (app) => {
  const ctx = serviceContext(app);
  const params = z.object({ sessionId: z.string().max(100) });
  const back = `${app.config.publicUrl}/account`;

  app.get<{ Params: { sessionId: string } }>(
    '/sandbox/portal/:sessionId',
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPagePerAddress } },
    async (request, reply) => {
      const current = await getSandboxPortal(ctx, request.params.sessionId);
      if (current.state === 'open')
        return sendSandboxHtml(app, reply, 200, renderSandboxPortalPage(current.view));
      const language =
        current.state === 'expired' ? current.language : acceptLanguage(request.headers['accept-language']);
      return sendSandboxHtml(
        app,
        reply,
        current.state === 'expired' ? 410 : 404,
        renderSandboxStatePage(current.state, language, back),
      );
    },
  );

  app.post<{ Params: { sessionId: string }; Body: unknown }>(
    '/sandbox/portal/:sessionId',
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPayPerSession } },
    async (request, reply) => {
      const form = readCardForm(request.body);
      const result = await saveSandboxPortalCard(ctx, request.params.sessionId, form);
      if (result.state === 'saved')
        return reply.header('cache-control', 'no-store').redirect(result.redirect, 303);
      if (result.state === 'invalid') {
        return sendSandboxHtml(
          app,
          reply,
          200,
          renderSandboxPortalPage(result.view, { errors: result.errors, cardNumber: form.cardNumber }),
        );
      }
      const language =
        result.state === 'expired' ? result.language : acceptLanguage(request.headers['accept-language']);
      return sendSandboxHtml(
        app,
        reply,
        result.state === 'expired' ? 410 : 404,
        renderSandboxStatePage(result.state, language, back),
      );
    },
  );
};
