import {
  confirmPhoneCodeRequestSchema,
  phoneCodeSentResponseSchema,
  sendPhoneCodeRequestSchema,
  userIdParamsSchema,
  userSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { confirmPhoneCode, PHONE_CODE_LIMITS, sendPhoneCode } from './phone-verification.service.ts';

/** Verifying one's phone number by a texted six-digit code (docs/accounts-and-security.md). */
export const phoneVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const limits = {
    cooldown: app.accountLimiter(PHONE_CODE_LIMITS.cooldown),
    sendsPerAccount: app.accountLimiter(PHONE_CODE_LIMITS.sendsPerAccount),
    sendsPerNumber: app.accountLimiter(PHONE_CODE_LIMITS.sendsPerNumber),
    triesPerAccount: app.accountLimiter(PHONE_CODE_LIMITS.triesPerAccount),
  };

  app.post(
    '/api/v1/user/:id/phone-verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(20) },
      schema: {
        tags: ['account'],
        summary: 'Text a six-digit code to one’s own phone number, to verify it',
        description:
          'The code works for 15 minutes (5 tries); a new one replaces it. One code a minute per account, 5 an ' +
          'hour per account and per number (429 with `Retry-After`). 400 on `phoneNumber` without a number, 409 ' +
          'when it is verified already, 503 when the text message cannot be sent.',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        body: sendPhoneCodeRequestSchema,
        response: {
          200: phoneCodeSentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request) => sendPhoneCode(ctx, limits, request.user!, request.params.id, request.body),
  );

  app.put(
    '/api/v1/user/:id/phone-verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(30) },
      schema: {
        tags: ['account'],
        summary: 'Confirm the texted code: the phone number becomes a sign-in name',
        description:
          'A wrong, expired or used code answers 400 on `code`; 10 tries per 15 minutes per account (429). A ' +
          'number another account verified first answers 409 on `phoneNumber`.',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        body: confirmPhoneCodeRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => confirmPhoneCode(ctx, limits, request.user!, request.params.id, request.body),
  );
};
