import {
  adminUserListQuerySchema,
  adminUserPageSchema,
  idParamsSchema,
  resetTwoFactorRequestSchema,
  setUserStatusRequestSchema,
  userSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { resetTwoFactorByAdmin } from '../users/two-factor.service.ts';
import { setBillingPausedForUser } from '../subscriptions/billing-pause.service.ts';
import { searchUserPage, setUserStatus } from '../users/user-status.service.ts';

/**
 * Users in the console: search and status. A user's page reads the spec's own calls (user, player,
 * manager, subscriptions), and roles and admins go through `PUT /api/v1/user` and `/api/v1/user/admin`,
 * which record their changes in the same audit trail.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/admin/users',
    {
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Search users by e-mail, name or phone (newest first, paged)',
        security: [{ bearer: [] }],
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => searchUserPage(app.database.db, request.query),
  );

  app.put(
    '/api/v1/admin/users/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable (every token dies at once, billing paused) or enable an account (billing resumed)',
        description:
          'An admin’s account needs a super admin; nobody changes their own. A disabled account is never charged: its subscriptions’ collection is paused at the provider until it is enabled.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: setUserStatusRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await setUserStatus(ctx, request.user!, request.params.id, request.body.status);
      // A disabled account's billing is paused (no charge while disabled), resumed when enabled.
      await setBillingPausedForUser(ctx, request.params.id, user.status === 'DISABLED');
      return user;
    },
  );

  app.post(
    '/api/v1/admin/users/:id/two-factor-reset',
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Turn a user’s two-factor authentication off after checking who asks (audited)',
        description:
          'For a user who lost the authenticator and the recovery codes. Every session ends and the user is ' +
          'mailed; `identityCheck` (how the identity was checked) is kept in the audit trail. An admin’s ' +
          'needs a super admin; nobody resets their own.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: resetTwoFactorRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      resetTwoFactorByAdmin(ctx, request.user!, request.params.id, request.body.identityCheck),
  );
};
