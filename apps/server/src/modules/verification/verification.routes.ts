import {
  createVerificationRequestSchema,
  resendCodeParamsSchema,
  resendCodeQuerySchema,
  resendCodeRequestSchema,
  verificationIdResponseSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { badRequest } from '../../lib/errors.ts';
import { PASSWORD_CHECK_LIMIT } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createEmailChangeVerification, resendVerificationCode } from './verification.service.ts';

export const VERIFICATION_LIMITS = {
  perAddress: { max: 20, timeWindow: 60_000 },
  createPerAccount: { max: 5, timeWindow: 10 * 60_000 },
  resendPerVerification: { max: 3, timeWindow: 5 * 60_000 },
} as const;

/** Codes mailed for the e-mail change, and new codes for any open verification. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const createPerAccount = app.accountLimiter({
    name: 'verification-create',
    ...VERIFICATION_LIMITS.createPerAccount,
  });
  const passwordChecks = app.accountLimiter(PASSWORD_CHECK_LIMIT);
  const resendPerVerification = app.accountLimiter({
    name: 'verification-resend',
    ...VERIFICATION_LIMITS.resendPerVerification,
  });

  app.post(
    '/api/v1/verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: VERIFICATION_LIMITS.perAddress, allowUnverified: true },
      schema: {
        tags: ['verification'],
        summary: 'Mail a code to a new e-mail address (the e-mail change); needs the current password',
        description:
          'An ACTIVE account gets a CHANGE_USER_ACCOUNT_USERNAME code at the new address (then ' +
          '`PUT /api/v1/user/username`). A NON_VERIFIED account corrects its address at once: the e-mail ' +
          'changes and a new account-verification code goes to it; the answer is the `verificationId`.',
        security: [{ bearer: [] }],
        body: createVerificationRequestSchema,
        response: { 200: verificationIdResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      await createPerAccount.consume(request.user!.id);
      return createEmailChangeVerification(ctx, passwordChecks, request.user!, request.body);
    },
  );

  app.put(
    '/api/v1/verification/:id/resend-code',
    {
      onRequest: app.authenticate,
      config: { rateLimit: VERIFICATION_LIMITS.perAddress, allowUnverified: true },
      schema: {
        tags: ['verification'],
        summary: 'Mail a new code; the previous one stops working',
        security: [{ bearer: [] }],
        params: resendCodeParamsSchema,
        querystring: resendCodeQuerySchema,
        body: resendCodeRequestSchema.nullish(),
        response: { 200: verificationIdResponseSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body?.id !== undefined && request.body.id !== id) {
        throw badRequest('The id in the body does not match the address', [
          { field: 'id', message: 'The id in the body does not match the address' },
        ]);
      }
      await resendPerVerification.consume(id);
      return resendVerificationCode(ctx, request.user!, { id, language: request.query.language });
    },
  );
};
