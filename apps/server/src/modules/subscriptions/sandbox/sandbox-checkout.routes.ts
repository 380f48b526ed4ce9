import type { Language } from '@academy/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { acceptLanguage } from '../../../lib/language.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';
import { getSandboxCheckout, paySandboxCheckout, type SandboxCardForm } from './sandbox-checkout.service.ts';
import { renderSandboxCheckoutPage, renderSandboxStatePage } from './sandbox-page.ts';

const STATUS = { unknown: 404, expired: 410, used: 410 } as const;

/**
 * The sandbox provider's hosted checkout page (server-rendered, no script). Its form may be
 * followed by a redirect to an allowed return origin, so form-action names those too.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  const ctx = serviceContext(app);
  const returnOrigins = app.config.billing.returnOrigins;

  function sendHtml(reply: FastifyReply, status: number, html: string) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && returnOrigins.length > 0) {
      reply.header(
        'content-security-policy',
        csp.replace("form-action 'self'", `form-action 'self' ${returnOrigins.join(' ')}`),
      );
    }
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const params = z.object({ sessionId: z.string().max(100) });

  app.get<{ Params: { sessionId: string } }>(
    '/sandbox/checkout/:sessionId',
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPagePerAddress } },
    async (request, reply) => {
      const current = await getSandboxCheckout(ctx, request.params.sessionId);
      if (current.state === 'open') return sendHtml(reply, 200, renderSandboxCheckoutPage(current.view));
      if (current.state === 'unknown') {
        return sendHtml(
          reply,
          404,
          renderSandboxStatePage(
            'unknown',
            acceptLanguage(request.headers['accept-language']),
            `${app.config.publicUrl}/account`,
          ),
        );
      }
      const { session } = current;
      const back = current.state === 'used' ? session.successUrl : session.cancelUrl;
      return sendHtml(
        reply,
        STATUS[current.state],
        renderSandboxStatePage(current.state, session.language as Language, back),
      );
    },
  );

  app.post<{ Params: { sessionId: string }; Body: unknown }>(
    '/sandbox/checkout/:sessionId',
    {
      schema: { hide: true, params },
      config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPayPerSession },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const field = (name: string) =>
        typeof body[name] === 'string' ? (body[name] as string).slice(0, 40) : undefined;
      const form: SandboxCardForm = {
        cardNumber: field('cardNumber'),
        expiry: field('expiry'),
        cvc: field('cvc'),
      };
      const result = await paySandboxCheckout(ctx, request.params.sessionId, form);
      if (result.state === 'paid')
        return reply.header('cache-control', 'no-store').redirect(result.redirect, 303);
      if (result.state === 'invalid') {
        return sendHtml(reply, 200, renderSandboxCheckoutPage(result.view, { errors: result.errors, form }));
      }
      if (result.state === 'unknown') {
        return sendHtml(
          reply,
          404,
          renderSandboxStatePage(
            'unknown',
            acceptLanguage(request.headers['accept-language']),
            `${app.config.publicUrl}/account`,
          ),
        );
      }
      const back = result.state === 'used' ? result.session.successUrl : result.session.cancelUrl;
      return sendHtml(
        reply,
        STATUS[result.state],
        renderSandboxStatePage(result.state, result.session.language as Language, back),
      );
    },
  );
};
