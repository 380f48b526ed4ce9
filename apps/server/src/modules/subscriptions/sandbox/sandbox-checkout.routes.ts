import type { Language } from '@academy/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptLanguage } from '../../../lib/language.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import type { CheckoutSessionRow } from '../checkout/checkout.repo.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';
import { getSandboxCheckout, paySandboxCheckout, type SandboxCardForm } from './sandbox-checkout.service.ts';
import { renderSandboxCheckoutPage, renderSandboxStatePage } from './sandbox-page.ts';

const STATUS = { unknown: 404, expired: 410, used: 410 } as const;

/**
 * Sends a sandbox page: never cached, no referrer. Its form may be followed by a redirect to an
 * allowed return origin, so form-action names those too.
 */
export function sendSandboxHtml(app: FastifyInstance, reply: FastifyReply, status: number, html: string) {
  const returnOrigins = app.config.billing.returnOrigins;
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

/** The card form as posted (each field a string of at most 40 characters, else absent). */
export function readCardForm(body: unknown): SandboxCardForm {
  const fields = (body ?? {}) as Record<string, unknown>;
  const field = (name: string) =>
    typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 40) : undefined;
  return { cardNumber: field('cardNumber'), expiry: field('expiry'), cvc: field('cvc') };
}

/**
 * The sandbox provider's hosted checkout page (server-rendered, no script). Its form may be
 * followed by a redirect to an allowed return origin, so form-action names those too.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  const ctx = serviceContext(app);

  const params = z.object({ sessionId: z.string().max(100) });

  /** A session that cannot be paid: unknown (404), or expired, replaced or used (410), in its language. */
  function sendStatePage(
    request: FastifyRequest,
    reply: FastifyReply,
    current: { state: 'unknown' } | { state: 'expired' | 'used'; session: CheckoutSessionRow },
  ) {
    if (current.state === 'unknown') {
      const language = acceptLanguage(request.headers['accept-language']);
      const page = renderSandboxStatePage('unknown', language, `${app.config.publicUrl}/account`);
      return sendSandboxHtml(app, reply, 404, page);
    }
    const { session } = current;
    const back = current.state === 'used' ? session.successUrl : session.cancelUrl;
    const page = renderSandboxStatePage(current.state, session.language as Language, back);
    return sendSandboxHtml(app, reply, STATUS[current.state], page);
  }

  app.get<{ Params: { sessionId: string } }>(
    '/sandbox/checkout/:sessionId',
    { schema: { hide: true, params }, config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPagePerAddress } },
    async (request, reply) => {
      const current = await getSandboxCheckout(ctx, request.params.sessionId);
      if (current.state === 'open')
        return sendSandboxHtml(app, reply, 200, renderSandboxCheckoutPage(current.view));
      return sendStatePage(request, reply, current);
    },
  );

  app.post<{ Params: { sessionId: string }; Body: unknown }>(
    '/sandbox/checkout/:sessionId',
    {
      schema: { hide: true, params },
      config: { rateLimit: SUBSCRIPTION_LIMITS.sandboxPayPerSession },
    },
    async (request, reply) => {
      const form = readCardForm(request.body);
      const result = await paySandboxCheckout(ctx, request.params.sessionId, form);
      if (result.state === 'paid')
        return reply.header('cache-control', 'no-store').redirect(result.redirect, 303);
      if (result.state === 'invalid') {
        return sendSandboxHtml(
          app,
          reply,
          200,
          renderSandboxCheckoutPage(result.view, { errors: result.errors, form }),
        );
      }
      return sendStatePage(request, reply, result);
    },
  );
};
