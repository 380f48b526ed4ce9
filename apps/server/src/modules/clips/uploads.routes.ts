import type { IncomingMessage } from 'node:http';
import { CLIP_MAX_BYTES } from '@academy/contract';
import { type Locker, MemoryLocker, Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { clipStore } from './clip-store.ts';
import { deleteClipRow, markUploaded } from './clips.repo.ts';
import { startUpload, uploadOf } from './upload.service.ts';
import { PostgresUploadLocker } from './upload-locker.ts';

export const CLIP_UPLOAD_LIMITS = {
  createPerCaller: perCaller(10),
  continuePerCaller: perCaller(120),
} as const;

export const UPLOADS_PATH = '/api/v1/clips/uploads';

/** The clip id the creation chose, handed from the Fastify route to tus's naming function. */
const clipIdOf = new WeakMap<IncomingMessage, string>();
const nodeRequestOf = (req: unknown) =>
  (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;

const tags = ['clips'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });

/**
 * The tus 1.0 endpoint (creation, termination): `@tus/server` with the clip store's datastore
 * (`@tus/file-store` in DATA_DIR, or `@tus/s3-store`),
 * behind the app's bearer token, policy and limits. Locks live in PostgreSQL (any process may
 * continue an upload); PGlite runs in one process, so its locks are in memory.
 */
export const clipUploadRoutes =
  (onUploaded: (id: string) => void): FastifyPluginAsyncZod =>
  async (app) => {
    const ctx = serviceContext(app);
    const store = clipStore(ctx.config);
    let locker: Locker;
    if (app.database.kind === 'postgres') {
      const pgLocker = new PostgresUploadLocker(app.database);
      await pgLocker.start();
      app.addHook('onClose', () => pgLocker.stop());
      locker = pgLocker;
    } else {
      locker = new MemoryLocker();
    }
    const tus = new Server({
      path: UPLOADS_PATH,
      datastore: store.datastore,
      locker,
      maxSize: CLIP_MAX_BYTES,
      relativeLocation: true,
      disableTerminationForFinishedUploads: true,
      namingFunction: (req) => {
        const node = nodeRequestOf(req);
        const id = node && clipIdOf.get(node);
        if (!id) throw new Error('upload without a clip');
        return id;
      },
      onUploadFinish: async (_req, upload) => {
        if (await markUploaded(ctx.db, upload.id)) onUploaded(upload.id);
        return {};
      },
    });

    // tus bodies are streamed to the store by tus itself: Fastify leaves them unread.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };

    app.post(
      UPLOADS_PATH,
      {
        onRequest: app.authenticate,
        config: { rateLimit: CLIP_UPLOAD_LIMITS.createPerCaller },
        schema: {
          tags,
          summary:
            'tus creation of a clip upload (Upload-Length, Upload-Metadata playerId + sessionId|challengeId)',
          description:
            'The `Location` ends with the clip id. 413 above 200 MB; 403 `Consent needed: VIDEO` for a household child without that consent; 429 after 20 clips in 30 days.',
          security,
          response: errorResponses(400, 401, 403, 413, 429),
        },
      },
      async (request, reply) => {
        const id = await startUpload(ctx, request.user!, {
          length: request.headers['upload-length'] as string | undefined,
          metadata: request.headers['upload-metadata'] as string | undefined,
        });
        clipIdOf.set(request.raw, id);
        await handOver(request, reply);
        if (reply.raw.statusCode !== 201) await deleteClipRow(ctx.db, id);
      },
    );

    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      app.route({
        method,
        url: `${UPLOADS_PATH}/:id`,
        onRequest: app.authenticate,
        config: { rateLimit: CLIP_UPLOAD_LIMITS.continuePerCaller },
        schema: {
          tags,
          summary: `tus ${method} of an upload (only by who started it)`,
          security,
          params: idParams,
          response: errorResponses(400, 401, 404, 429),
        },
        handler: async (request, reply) => {
          const { id } = request.params as { id: string };
          await uploadOf(ctx, request.user!, id);
          await handOver(request, reply);
          if (method === 'DELETE' && reply.raw.statusCode === 204) {
            await deleteClipRow(ctx.db, id);
            await store.removeClip(id);
          }
        },
      });
    }
  };
