import {
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  confirmTwoFactorRequestSchema,
  confirmTwoFactorResponseSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  recoveryCodesLeftResponseSchema,
  renewRecoveryCodesRequestSchema,
  updatePersonRequestSchema,
  userIdParamsSchema,
  userSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { countedTry, PASSWORD_CHECK_LIMIT, perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { changePassword, changeUsername, updatePerson } from './account.service.ts';
import { recoveryCodesLeft, renewRecoveryCodes } from './recovery-codes.service.ts';
import { confirmTwoFactor, setTwoFactor } from './two-factor.service.ts';

/**
 * Per address: the password and e-mail changes. Per account (counted before the check): tries of the
 * current password (PASSWORD_CHECK_LIMIT, shared with every re-authentication), of the e-mail-change
 * code and of the two-factor confirmation code.
 */
export const ACCOUNT_LIMITS = {
  perAddress: { max: 60, timeWindow: 60_000 },
  perCaller: perCaller(30),
  passwordChecksPerAccount: PASSWORD_CHECK_LIMIT,
  usernameCodesPerAccount: { max: 10, timeWindow: 15 * 60_000 },
  twoFactorCodesPerAccount: { max: 5, timeWindow: 15 * 60_000 },
} as const;

/** Account settings of the signed-in user: two-factor, password, person fields, e-mail. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const passwordChecks = app.accountLimiter(ACCOUNT_LIMITS.passwordChecksPerAccount);
  const usernameCodes = app.accountLimiter({
    name: 'username-code',
    ...ACCOUNT_LIMITS.usernameCodesPerAccount,
  });
  const twoFactorCodes = app.accountLimiter({
    name: 'two-factor-confirm',
    ...ACCOUNT_LIMITS.twoFactorCodesPerAccount,
  });

  app.put(
    '/api/v1/user/enable-2fa',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perCaller },
      schema: {
        tags: ['account'],
        summary: 'Start two-factor sign-in (TOTP), or turn it off; both with the current password',
        description:
          'Both ways need `password` (400 on `password` when wrong or missing). Enabling answers the base32 ' +
          '`key` and its `otpauth://` URL (RFC 6238, SHA-1, 30 s, 6 digits) and leaves `twoFAEnabledStatus` ' +
          'false until `PUT /api/v1/user/enable-2fa/confirm`. Disabling answers nulls. Admins work with ' +
          'two-factor on: they enable it like everyone and cannot turn it off (403).',
        security: [{ bearer: [] }],
        body: enableTwoFactorRequestSchema,
        response: { 200: enableTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => setTwoFactor(ctx, passwordChecks, request.user!, request.body),
  );

  app.put(
    '/api/v1/user/enable-2fa/confirm',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perCaller },
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor sign-in on with a code of the new key; answers ten recovery codes, once',
        description:
          'Each recovery code works once as `code` in the password grant. 5 wrong codes in 15 minutes: 429.',
        security: [{ bearer: [] }],
        body: confirmTwoFactorRequestSchema,
        response: { 200: confirmTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => confirmTwoFactor(ctx, twoFactorCodes, request.user!, request.body),
  );

  app.get(
    '/api/v1/user/2fa/recovery-codes',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perCaller },
      schema: {
        tags: ['account'],
        summary: 'How many of the recovery codes are still unused (0 while two-factor is off)',
        security: [{ bearer: [] }],
        response: { 200: recoveryCodesLeftResponseSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => recoveryCodesLeft(ctx, request.user!),
  );

  app.post(
    '/api/v1/user/2fa/recovery-codes',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ACCOUNT_LIMITS.perAddress },
      schema: {
        tags: ['account'],
        summary: 'Ten new recovery codes, shown once; the old ones stop working. Needs the password',
        description: '409 while two-factor is off; a wrong or missing `password` answers 400 on `password`.',
        security: [{ bearer: [] }],
        body: renewRecoveryCodesRequestSchema,
        response: { 200: confirmTwoFactorResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => renewRecoveryCodes(ctx, passwordChecks, request.user!, request.body),
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
    async (request) => changePassword(ctx, passwordChecks, request.user!, request.body),
  );

  app.put(
    '/api/v1/user/:id/person',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Update the person fields (names, phone number, language) of one’s own user',
        description:
          'The body may be the whole user object; role, status and e-mail are never changed here. A new or ' +
          'removed phone number needs `password` (the current one; 400 on `password` otherwise).',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        body: updatePersonRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => updatePerson(ctx, passwordChecks, request.user!, request.params.id, request.body),
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
    async (request) =>
      countedTry(usernameCodes, request.user!.id, () => changeUsername(ctx, request.user!, request.body)),
  );
};
