import {
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  updatePersonRequestSchema,
  userIdParamsSchema,
  userSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { AppError } from '../../lib/errors.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { changePassword, changeUsername, setTwoFactor, updatePerson } from './account.service.ts';

export const ACCOUNT_LIMITS = {
  perAddress: { max: 60, timeWindow: 60_000 },
  passwordFailuresPerAccount: { max: 5, timeWindow: 15 * 60_000 },
  usernameFailuresPerAccount: { max: 10, timeWindow: 15 * 60_000 },
} as const;

/** Account settings of the signed-in user: two-factor, password, person fields, e-mail. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const passwordFailures = app.accountLimiter({
    name: 'password-failures',
    ...ACCOUNT_LIMITS.passwordFailuresPerAccount,
  });
  const usernameFailures = app.accountLimiter({
    name: 'username-failures',
    ...ACCOUNT_LIMITS.usernameFailuresPerAccount,
  });

  app.put(
    '/api/v1/user/enable-2fa',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in (TOTP) on or off',
        description:
          'Enabling answers the base32 `key` and its `otpauth://` URL (RFC 6238, SHA-1, 30 s, 6 digits); ' +
          'disabling answers nulls. Not for admins and super admins (403).',
        security: [{ bearer: [] }],
        body: enableTwoFactorRequestSchema,
        response: { 200: enableTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setTwoFactor(ctx, request.user!, request.body),
  );

  app.put(
    '/api/v1/user/change-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perAddress },
      schema: {
        tags: ['account'],
        summary: 'Change the password; the other sessions are signed out',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const key = request.user!.id;
      await passwordFailures.check(request, key);
      try {
        return await changePassword(ctx, request.user!, request.body);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) await passwordFailures.count(request, key);
        throw error;
      }
    },
  );

  app.put(
    '/api/v1/user/:id/person',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Update the person fields (names, phone number, language) of one’s own user',
        description: 'The body may be the whole user object; role, status and e-mail are never changed here.',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        body: updatePersonRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updatePerson(ctx, request.user!, request.params.id, request.body),
  );

  app.put(
    '/api/v1/user/username',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perAddress },
      schema: {
        tags: ['account'],
        summary: 'Change the e-mail with the code mailed to the new address; every session ends',
        security: [{ bearer: [] }],
        body: changeUsernameRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const key = request.user!.id;
      await usernameFailures.check(request, key);
      try {
        return await changeUsername(ctx, request.user!, request.body);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) await usernameFailures.count(request, key);
        throw error;
      }
    },
  );
};
