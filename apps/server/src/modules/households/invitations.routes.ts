import {
  householdSchema,
  invitationRequestSchema,
  invitationSchema,
  invitationTokenParamsSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { acceptInvitation, invite } from './invitations.service.ts';

/** Co-guardians: the payer invites by mail; the invitee accepts signed in. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/household/invitations',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(10, 60 * 60_000) },
      schema: {
        tags: ['households'],
        summary: 'Invite a co-guardian by mail (the payer): a link to /household/join?token=…',
        security: [{ bearer: [] }],
        body: invitationRequestSchema,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await invite(ctx, request.user!, request.body)),
  );

  app.post(
    '/api/v1/household/invitations/:token/accept',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(10) },
      schema: {
        tags: ['households'],
        summary: 'Accept an invitation: the signed-in user becomes a co-guardian (not the payer)',
        security: [{ bearer: [] }],
        params: invitationTokenParamsSchema,
        response: { 200: householdSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => acceptInvitation(ctx, request.user!, request.params.token),
  );
};
