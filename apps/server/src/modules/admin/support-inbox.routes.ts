import {
  idParamsSchema,
  supportInboxMessageSchema,
  supportInboxPageSchema,
  supportAssignRequestSchema,
  supportMessageListQuerySchema,
  supportNoteRequestSchema,
  supportReplyRequestSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import {
  getSupportInboxMessage,
  listSupportInbox,
  replyToSupportMessage,
} from '../support/support-inbox.service.ts';
import { addSupportNote, assignSupportMessage } from '../support/support-team.service.ts';

/** The support inbox: every message sent from /support, OPEN or ANSWERED, and the replies. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/admin/support-messages',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Support messages by status (OPEN oldest first, ANSWERED and ALL newest first), with replies and notes',
        description:
          '`query` searches the subject, the message and the sender’s address (or a reference, `#1042`); ' +
          '`assigneeId` is an admin’s id or `NONE`.',
        security: [{ bearer: [] }],
        querystring: supportMessageListQuerySchema,
        response: { 200: supportInboxPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSupportInbox(app.database.db, request.query),
  );

  app.get(
    '/api/v1/admin/support-messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One support message with its replies',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: supportInboxMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSupportInboxMessage(app.database.db, request.params.id),
  );

  app.post(
    '/api/v1/admin/support-messages/:id/reply',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Reply: mails the sender, keeps the reply with the message and marks it ANSWERED',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: supportReplyRequestSchema,
        response: { 201: supportInboxMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await replyToSupportMessage(
        ctx,
        request.user!.id,
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send(message);
    },
  );

  app.put(
    '/api/v1/admin/support-messages/:id/assignee',
    {
      schema: {
        tags: ['admin'],
        summary: 'Assign the message to an admin (or to nobody: null); audited',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: supportAssignRequestSchema,
        response: { 200: supportInboxMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignSupportMessage(ctx, request.user!.id, request.params.id, request.body.assigneeId),
  );

  app.post(
    '/api/v1/admin/support-messages/:id/notes',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note for the team (never mailed, never shown to the sender)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: supportNoteRequestSchema,
        response: { 201: supportInboxMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addSupportNote(ctx, request.user!.id, request.params.id, request.body.text)),
  );
};
