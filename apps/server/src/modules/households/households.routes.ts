import {
  addChildSchema,
  childLoginSchema,
  childParamsSchema,
  duplicateChildBodySchema,
  HOUSEHOLD_MESSAGES,
  householdChildSchema,
  householdSchema,
  payerChangeSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { setLogin } from './child-login.service.ts';
import { childTeamRoutes } from './child-teams.routes.ts';
import { consentRoutes } from './consents.routes.ts';
import { guardianRoutes } from './guardians.routes.ts';
import { handoverRoutes } from './handover.routes.ts';
import { addChild, getHousehold } from './households.service.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { linkRequestRoutes } from './link-requests.routes.ts';
import { changePayer } from './payer.service.ts';

export const HOUSEHOLD_LIMITS = {
  /** Adding children: a probe for other homes' children (the duplicate rule) is counted before it is checked. */
  addChild: perCaller(10, 60 * 60_000),
  writes: perCaller(30),
} as const;

/** Households (api-contract.md, part 2): a guardian's home, children without e-mail, one payer. */
export const householdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/household',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['households'],
        summary: "The guardian's home: its adults and its children, each with everyone who guards them",
        security: [{ bearer: [] }],
        response: { 200: householdSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getHousehold(ctx.db, request.user!),
  );

  app.post(
    '/api/v1/household/children',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HOUSEHOLD_LIMITS.addChild },
      schema: {
        tags: ['households'],
        summary: 'Add a child without e-mail (a guardian); approval APPROVED and consent PROFILE, TRAINING',
        description:
          'The player fields of POST /api/v1/player without userId and guardianEmail, plus firstName, lastName, ' +
          'language. A child with the same names and date of birth in another home answers 409 with ' +
          '`linkRequestId` only (that child’s payer is asked); after a decline `confirmNew: true` creates a ' +
          'namesake. The same child added twice to one home answers 200 with the child made first.',
        security: [{ bearer: [] }],
        body: addChildSchema,
        response: {
          200: householdChildSchema,
          201: householdChildSchema,
          409: duplicateChildBodySchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await addChild(ctx, request.user!, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
      });
      if (result.kind === 'MAYBE_DUPLICATE') {
        const body = errorBody(request, 409, HOUSEHOLD_MESSAGES.mayAlreadyExist);
        return reply.status(409).send({ ...body, status: 409 as const, linkRequestId: result.linkRequestId });
      }
      return reply.status(result.kind === 'CREATED' ? 201 : 200).send(result.child);
    },
  );

  app.put(
    '/api/v1/household/children/:playerId/login',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HOUSEHOLD_LIMITS.writes },
      schema: {
        tags: ['households'],
        summary:
          "Give the child a login (username + six-digit PIN), or a new PIN (a guardian); the child's sessions end",
        security: [{ bearer: [] }],
        params: childParamsSchema,
        body: childLoginSchema,
        response: { 200: householdChildSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => setLogin(ctx, request.user!, request.params.playerId, request.body),
  );

  app.put(
    '/api/v1/household/children/:playerId/payer',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HOUSEHOLD_LIMITS.writes },
      schema: {
        tags: ['households'],
        summary: 'Hand the payer role for this child to another of its guardians (the payer)',
        security: [{ bearer: [] }],
        params: childParamsSchema,
        body: payerChangeSchema,
        response: { 200: householdChildSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => changePayer(ctx, request.user!, request.params.playerId, request.body.userId),
  );

  await app.register(consentRoutes);
  await app.register(childTeamRoutes);
  await app.register(invitationRoutes);
  await app.register(linkRequestRoutes);
  await app.register(handoverRoutes);
  await app.register(guardianRoutes);
};
