import {
  CLIP_MESSAGES,
  clipCommentSchema,
  clipIdParamsSchema,
  clipListSchema,
  clipMediaParamsSchema,
  clipMediaQuerySchema,
  clipPlayerParamsSchema,
  clipSchema,
  clipVerdictBodySchema,
  createClipCommentSchema,
  managerClipsQuerySchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { clipStore } from './clip-store.ts';
import { deleteExpiredClips, processPendingClips } from './clip-jobs.ts';
import {
  addComment,
  clipLinkKey,
  getClip,
  getCoachClips,
  getPlayerClips,
  giveVerdict,
  servableClip,
} from './clips.service.ts';
import { linkValid, sendMedia } from './media.ts';
import { clipUploadRoutes } from './uploads.routes.ts';

export const CLIP_LIMITS = {
  commentPerCaller: perCaller(30),
  verdictPerCaller: perCaller(60),
} as const;

const tags = ['clips'];
const security = [{ bearer: [] }];

/** Show your coach (api-contract.md part 2; docs/clips.md): uploads, playback, review, retention. */
export const clipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const { db } = ctx;
  const key = clipLinkKey(ctx);
  const background = ctx.config.env !== 'test';

  // Transcoding: right after an upload ends in this process, and every 15 s for uploads that ended
  // elsewhere or were left by a process that died; with CLIP_WORKER=off only worker processes
  // transcode (clip-worker.ts). Retention: every hour.
  let kick: () => void = () => {};
  if (background && ctx.config.clipWorker === 'on') {
    let running: Promise<unknown> | null = null;
    kick = () => {
      if (running) return;
      running = processPendingClips(ctx)
        .catch((error: unknown) => app.log.error({ err: error }, 'clip processing failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onClose', async () => {
      await running;
    });
    schedulePeriodicJob(app, {
      name: 'clip processing',
      seconds: 15,
      firstDelaySeconds: 5,
      run: () => processPendingClips(ctx),
      worthLogging: (r) => r.ready + r.rejected > 0,
    });
  }
  if (background) {
    schedulePeriodicJob(app, {
      name: 'clip retention',
      seconds: 3600,
      firstDelaySeconds: 60,
      run: () => deleteExpiredClips(ctx),
      worthLogging: (r) => r.deleted > 0,
    });
  }
  await app.register(clipUploadRoutes(() => kick()));

  app.get(
    '/api/v1/clips/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A clip with signed playback and poster links (10 minutes) and its comments',
        description: 'The player, their guardians, their coaches and admins; 404 while uploading.',
        security,
        params: clipIdParamsSchema,
        response: { 200: clipSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getClip(ctx, request.user!, request.params.id),
  );

  app.get(
    '/api/v1/player/:playerId/clips',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The player’s clips, newest first',
        security,
        params: clipPlayerParamsSchema,
        response: { 200: clipListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPlayerClips(ctx, request.user!, request.params.playerId),
  );

  app.get(
    '/api/v1/manager/me/clips',
    {
      onRequest: [app.authenticate, app.requireRoles('ROLE_MANAGER')],
      schema: {
        tags,
        summary:
          'The clips of the coach’s players (status=TO_REVIEW: ready, without a verdict), oldest first',
        security,
        querystring: managerClipsQuerySchema,
        response: { 200: clipListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getCoachClips(ctx, request.user!, request.query.status === 'TO_REVIEW'),
  );

  app.post(
    '/api/v1/clips/:id/comments',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CLIP_LIMITS.commentPerCaller },
      schema: {
        tags,
        summary: 'A comment at a moment of the clip (a coach of the player or a guardian)',
        security,
        params: clipIdParamsSchema,
        body: createClipCommentSchema,
        response: { 201: clipCommentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment(ctx, request.user!, request.params.id, request.body)),
  );

  app.put(
    '/api/v1/clips/:id/verdict',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CLIP_LIMITS.verdictPerCaller },
      schema: {
        tags,
        summary: 'The coach’s verdict (APPROVED verifies the challenge result recorded with the clip)',
        description: 'The child’s guardians get a mail in their language.',
        security,
        params: clipIdParamsSchema,
        body: clipVerdictBodySchema,
        response: { 200: clipSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => giveVerdict(ctx, request.user!, request.params.id, request.body.verdict),
  );

  app.get(
    '/api/v1/clips/:id/media/:kind',
    {
      schema: {
        tags,
        summary: 'The clip’s video (byte ranges, 206) or poster through a signed link (no bearer token)',
        description:
          '403 `This link has expired` after its time; the links come from `GET /api/v1/clips/{id}`.',
        params: clipMediaParamsSchema,
        querystring: clipMediaQuerySchema,
        response: errorResponses(400, 403, 404, 416),
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const { expires, signature } = request.query;
      if (!linkValid(key, id, kind, expires, signature, ctx.clock.now()))
        throw forbidden(CLIP_MESSAGES.linkExpired);
      await servableClip({ db, clock: ctx.clock, config: ctx.config }, id);
      const media = await clipStore(ctx.config).media(id, kind);
      if (!media) throw notFound(CLIP_MESSAGES.clipNotFound);
      return kind === 'video'
        ? sendMedia(reply, media, 'video/mp4', request.headers.range)
        : sendMedia(reply, media, 'image/jpeg', undefined);
    },
  );
};
