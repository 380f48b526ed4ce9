import {
  adminChallengeListSchema,
  adminChallengeSchema,
  challengeResultIdParamsSchema,
  updateAdminChallengeSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { listAdminChallenges, updateAdminChallenge } from '../challenges/challenge-admin.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Skill challenges in the console: texts in every language and the marks by age group, audited. */
export const adminChallengesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/admin/challenges',
    {
      schema: {
        tags,
        summary: 'Every challenge in every language, with its marks by age group',
        security,
        response: { 200: adminChallengeListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listAdminChallenges(ctx.db),
  );

  app.put(
    '/api/v1/admin/challenges/:id',
    {
      schema: {
        tags,
        summary: 'Edits a challenge’s texts and marks (checked as a whole, audited)',
        description:
          'Marks rise bronze < silver < gold for a HIGHER challenge and fall for a LOWER one, stay within `maxValue`, and every age group whose program names the challenge keeps its marks (400 by field otherwise). The start-up seed keeps an edited challenge as it is.',
        security,
        params: challengeResultIdParamsSchema,
        body: updateAdminChallengeSchema,
        response: { 200: adminChallengeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateAdminChallenge(ctx.db, request.user!.id, request.params.id, request.body),
  );
};
