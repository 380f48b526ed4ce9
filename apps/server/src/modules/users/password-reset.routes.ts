import {
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { resetPassword, sendPasswordResetCode } from './password-reset.service.ts';

/** Per address, and per e-mail address (known or not: a 429 tells nothing about an account). */
export const PASSWORD_RESET_LIMITS = {
  requestPerAddress: { max: 10, timeWindow: 60_000 },
  requestPerEmail: { max: 3, timeWindow: 15 * 60_000 },
  confirmPerAddress: { max: 30, timeWindow: 60_000 },
  confirmTriesPerEmail: { max: 10, timeWindow: 15 * 60_000 },
} as const;

/** "Forgot password?": a mailed code, then a new password. No answer tells whether an account exists. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const requestsPerEmail = app.accountLimiter({
    name: 'reset-request',
    ...PASSWORD_RESET_LIMITS.requestPerEmail,
  });
  const triesPerEmail = app.accountLimiter({
    name: 'reset-code',
    ...PASSWORD_RESET_LIMITS.confirmTriesPerEmail,
  });
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled([...pending])));

  app.post(
    '/api/v1/user/password-reset',
    {
      config: { rateLimit: PASSWORD_RESET_LIMITS.requestPerAddress },
      schema: {
        tags: ['account'],
        summary: 'Mail a password-reset code (202 whether or not the address has an account)',
        description:
          'The answer is sent before the account is looked up, so it is the same, in the same time, for ' +
          'every address. A known address gets a six-digit code valid 15 minutes (5 tries).',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestsPerEmail.consume(request.body.email);
      const job = sendPasswordResetCode(ctx, request.body)
        .catch((error) => request.log.error({ err: error }, 'password reset code could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return reply.status(202).send({});
    },
  );

  app.put(
    '/api/v1/user/password-reset',
    {
      config: { rateLimit: PASSWORD_RESET_LIMITS.confirmPerAddress },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the mailed code; every session of the account ends',
        description: 'A wrong, used or expired code, or an address without an account: 400 on `code`.',
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(ctx, triesPerEmail, request.body);
      return {};
    },
  );
};
