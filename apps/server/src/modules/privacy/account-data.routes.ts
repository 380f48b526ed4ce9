import {
  accountDeletedResponseSchema,
  deleteAccountRequestSchema,
  exportQuerySchema,
  exportSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { countedTry } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { deleteOwnAccount } from './deletion.service.ts';
import { exportAccount } from './export.service.ts';
import { PRIVACY_LIMITS } from './privacy.limits.ts';
import { clipsForExport } from '../clips/clips-privacy.ts';

/** The user's own data: download it (`GET /api/v1/user/export`) or delete the account (`DELETE /api/v1/user`). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const passwordFailures = app.accountLimiter({
    name: 'delete-password-failures',
    ...PRIVACY_LIMITS.passwordFailuresPerAccount,
  });

  app.get(
    '/api/v1/user/export',
    {
      onRequest: app.authenticate,
      config: { rateLimit: PRIVACY_LIMITS.exportPerCaller },
      schema: {
        tags: ['privacy'],
        summary: 'Everything the product holds about the user, as one JSON file (an attachment)',
        description:
          'User, player, manager, consents, subscriptions and payments, progress, feedback, support ' +
          'messages, sign-in history; never a password, token or code hash. `userId`: another user ' +
          '(admins only). 5 an hour per caller.',
        security: [{ bearer: [] }],
        querystring: exportQuerySchema,
        response: { 200: exportSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(ctx.db, request.user!, request.query.userId, ctx.clock.now());
      data.other.clips = await clipsForExport(ctx, data.player?.id as string | undefined);
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('Content-Disposition', `attachment; filename="football-academy-data-${day}.json"`)
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/v1/user',
    {
      onRequest: app.authenticate,
      // A NON_VERIFIED account may delete itself (api-contract.md "Account security").
      config: { rateLimit: PRIVACY_LIMITS.perAddress, allowUnverified: true },
      schema: {
        tags: ['privacy'],
        summary: 'Delete one’s own account (with the current password)',
        description:
          'Cancels the card subscription at once and deletes the provider customer, erases personal ' +
          'data (payments stay, without the person), revokes every token and mails a confirmation. ' +
          'Wrong or missing password: 400 on `password` (5 wrong a quarter hour per account).',
        security: [{ bearer: [] }],
        body: deleteAccountRequestSchema,
        response: { 204: accountDeletedResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const key = request.user!.id;
      // Counted before the password is checked; given back when it was right.
      await countedTry(passwordFailures, key, () =>
        deleteOwnAccount(ctx, request.user!, request.body.password),
      );
      return reply.status(204).send(null);
    },
  );
};
