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
  const resendPerVerification = app.accountLimiter({
    name: 'verification-resend',
    ...VERIFICATION_LIMITS.resendPerVerification,
  });

  app.post(
    '/api/v1/verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: VERIFICATION_LIMITS.perAddress },
      schema: {
        tags: ['verification'],
        summary: 'Mail a code to a new e-mail address (the e-mail change)',
        security: [{ bearer: [] }],
        body: createVerificationRequestSchema,
        response: { 200: verificationIdResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      await createPerAccount.consume(request, request.user!.id);
      return createEmailChangeVerification(ctx, request.user!, request.body);
    },
  );

  app.put(
    '/api/v1/verification/:id/resend-code',
    {
      onRequest: app.authenticate,
      config: { rateLimit: VERIFICATION_LIMITS.perAddress },
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
      await resendPerVerification.consume(request, id);
      return resendVerificationCode(ctx, request.user!, { id, language: request.query.language });
    },
  );
};
