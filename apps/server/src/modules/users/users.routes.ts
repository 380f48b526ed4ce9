import {
  inviteAdminRequestSchema,
  languageQuerySchema,
  setRoleRequestSchema,
  signupRequestSchema,
  type User,
  userIdParamsSchema,
  userListSchema,
  userSchema,
  verifyUserRequestSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { countedTry, PASSWORD_CHECK_LIMIT } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { accountRoutes } from './account.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { phoneVerificationRoutes } from './phone-verification.routes.ts';
import { inviteAdmin } from './staff.service.ts';
import { staffRoutes } from './staff.routes.ts';
import { getUserJson, listAdmins, readUser, setRole, signUp, verifyAccount } from './users.service.ts';

/** Rate limits of the sign-up and verification calls (README, "Accounts and tokens"). */
export const USER_LIMITS = {
  signupPerAddress: { max: 30, timeWindow: 60_000 },
  signupPerEmail: { max: 5, timeWindow: 10 * 60_000 },
  verifyPerAddress: { max: 60, timeWindow: 60_000 },
  verifyTriesPerAccount: { max: 10, timeWindow: 15 * 60_000 },
} as const;

/** The user resource: sign-up, the current user, roles, admins and account verification; the account's own changes. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
  await app.register(phoneVerificationRoutes);
  await app.register(staffRoutes);
  const passwordChecks = app.accountLimiter(PASSWORD_CHECK_LIMIT);
  const signupPerEmail = app.accountLimiter({ name: 'signup-email', ...USER_LIMITS.signupPerEmail });
  const verifyTries = app.accountLimiter({ name: 'verify-code', ...USER_LIMITS.verifyTriesPerAccount });

  app.post(
    '/api/v1/user',
    {
      onRequest: app.authenticateClient,
      config: { rateLimit: USER_LIMITS.signupPerAddress },
      schema: {
        tags: ['users'],
        summary: 'Create an account (sign-up); a six-digit code is mailed',
        security: [{ client: [] }],
        body: signupRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await signupPerEmail.consume(request.body.email);
      const user = await signUp(ctx, request.body);
      return reply.status(201).send(user);
    },
  );

  app.get(
    '/api/v1/user',
    {
      onRequest: app.authenticate,
      config: { allowUnverified: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        querystring: languageQuerySchema,
        response: { 200: userSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      // The hottest read: a short-lived copy of the user's JSON text, forgotten on any change
      // (plugins/auth.ts). The text is made (and checked against the schema) once per copy, then
      // sent as it is: a string with a JSON type is not serialised again.
      const id = request.user!.id;
      let text = app.authCache.users.get(id);
      if (!text) {
        const ticket = app.authCache.users.ticket();
        text = JSON.stringify(z.encode(userSchema, await getUserJson(ctx.db, id)));
        app.authCache.users.set(id, id, text, ticket);
      }
      return reply.type('application/json; charset=utf-8').send(text as unknown as User);
    },
  );

  app.put(
    '/api/v1/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Set a role (PLAYER, MANAGER, PUBLIC once for oneself; anything else needs an admin)',
        description:
          'Granting or removing ADMIN needs a super admin and their own `password` (400 on `password` ' +
          'when missing or wrong; tries are counted per account before the check). Audited.',
        security: [{ bearer: [] }],
        body: setRoleRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => setRole(ctx, request.user!, request.body, passwordChecks),
  );

  app.get(
    '/api/v1/user/admin',
    {
      onRequest: [app.authenticate, app.requireRoles('ROLE_ADMIN', 'ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['users'],
        summary: 'List admins and super admins (admins only)',
        security: [{ bearer: [] }],
        querystring: languageQuerySchema,
        response: { 200: userListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listAdmins(ctx.db),
  );

  app.post(
    '/api/v1/user/admin',
    {
      onRequest: [app.authenticate, app.requireRoles('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['users'],
        summary:
          'Add an admin (super admins only, with their own password); the new admin is mailed a set-password link',
        description:
          '`password` is the super admin’s own (400 on `password` when missing or wrong). The new admin ' +
          'chooses their password through a link mailed in `language` (single use, 7 days) and turns ' +
          'two-factor on at first sign-in. Audited as `admin.create`.',
        security: [{ bearer: [] }],
        body: inviteAdminRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await inviteAdmin(ctx, passwordChecks, request.user!, request.body);
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/api/v1/user/verify',
    {
      onRequest: app.authenticateOptional,
      config: { rateLimit: USER_LIMITS.verifyPerAddress },
      schema: {
        tags: ['users'],
        summary: 'Verify the account with the mailed code',
        description:
          '`id` is `user.verificationId` (or the user id). Codes live 15 minutes, die after 5 wrong tries ' +
          'and work once. With a bearer token the verification must be the caller’s own.',
        security: [{ bearer: [] }, {}],
        body: verifyUserRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      // Keyed by the id in the body, signed in or not, so a token cannot buy more tries.
      return countedTry(verifyTries, request.body.id, () => verifyAccount(ctx, request.user, request.body));
    },
  );

  app.get(
    '/api/v1/user/:id',
    {
      onRequest: app.authenticate,
      config: { allowUnverified: true },
      schema: {
        tags: ['users'],
        summary: 'A user by id (the user themself or an admin)',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readUser(ctx.db, request.user!, request.params.id),
  );
};
