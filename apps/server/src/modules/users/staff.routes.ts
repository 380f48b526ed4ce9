import { adminPasswordRequestSchema, adminPasswordSetSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { setAdminPassword } from './staff.service.ts';

/** The new admin's mailed link: no token, no client; per address, as any guessable call. */
export const STAFF_LIMITS = { setPasswordPerAddress: { max: 20, timeWindow: 15 * 60_000 } } as const;

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/user/admin/password',
    {
      config: { rateLimit: STAFF_LIMITS.setPasswordPerAddress },
      schema: {
        tags: ['users'],
        summary: 'A new admin sets their own password with the mailed link (once, within 7 days)',
        description:
          'A used, expired or unknown `token` answers 400 on `token`; the password rules of sign-up apply. ' +
          'Answers the address to sign in with; the console then asks for two-factor.',
        body: adminPasswordRequestSchema,
        response: { 200: adminPasswordSetSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => setAdminPassword(ctx, request.body),
  );
};
