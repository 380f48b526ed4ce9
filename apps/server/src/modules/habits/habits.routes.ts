import {
  freezeInputSchema,
  freezeSchema,
  notificationSettingsSchema,
  pushEndpointQuerySchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
  unsubscribeQuerySchema,
  weeklyGoalSchema,
} from '@academy/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { freezeWeeks, getGoal, setGoal } from './goals.service.ts';
import { getChildSettings, getMySettings, putChildSettings, putMySettings } from './notifications.service.ts';
import { habitKeys, subscribe, unsubscribe } from './push.service.ts';
import { scheduleReminderJob } from './reminders.job.ts';
import { unsubscribeDigest, unsubscribePage } from './unsubscribe.ts';

export const HABITS_LIMITS = {
  writesPerCaller: perCaller(60),
  unsubscribe: { max: 30, timeWindow: 60_000 },
} as const;

const playerParams = z.object({ playerId: z.uuid() });
const security = [{ bearer: [] }];
const tags = ['habits'];

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Weekly goals, freezes, notification settings, web push and the digest's unsubscribe (docs/habits.md). */
export const habitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const { db, clock } = ctx;
  scheduleReminderJob(app, ctx);

  app.get(
    '/api/v1/player/:playerId/goal',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The player's weekly goal (3 until one is chosen)",
        security,
        params: playerParams,
        response: { 200: weeklyGoalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getGoal(db, request.user!, request.params.playerId),
  );

  app.put(
    '/api/v1/player/:playerId/goal',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HABITS_LIMITS.writesPerCaller },
      schema: {
        tags,
        summary: 'Sets the weekly goal: the player or a guardian',
        security,
        params: playerParams,
        body: weeklyGoalSchema,
        response: { 200: weeklyGoalSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => setGoal(db, request.user!, request.params.playerId, request.body, clock.now()),
  );

  app.post(
    '/api/v1/player/:playerId/freeze',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HABITS_LIMITS.writesPerCaller },
      schema: {
        tags,
        summary:
          'Freezes 1 to 28 days: a guardian, or the player from 16; frozen weeks neither count nor break the run',
        security,
        params: playerParams,
        body: freezeInputSchema,
        response: { 201: freezeSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await freezeWeeks(db, request.user!, request.params.playerId, request.body, clock.now())),
  );

  app.get(
    '/api/v1/user/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Your notification settings (defaults by age until you change them)',
        security,
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getMySettings(db, request.user!.id, clock.now()),
  );

  app.put(
    '/api/v1/user/notifications',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HABITS_LIMITS.writesPerCaller },
      schema: {
        tags,
        summary:
          'Changes your notification settings (under 16: reminders and push once a guardian has turned them on)',
        security,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => putMySettings(db, request.user!.id, request.body, clock.now()),
  );

  app.get(
    '/api/v1/player/:playerId/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A child's notification settings, for their guardians",
        security,
        params: playerParams,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getChildSettings(db, request.user!, request.params.playerId, clock.now()),
  );

  app.put(
    '/api/v1/player/:playerId/notifications',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HABITS_LIMITS.writesPerCaller },
      schema: {
        tags,
        summary: "A guardian changes a child's notification settings (turns reminders and push on)",
        security,
        params: playerParams,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      putChildSettings(db, request.user!, request.params.playerId, request.body, clock.now()),
  );

  app.get(
    '/api/v1/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key (base64url) for PushManager.subscribe",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await habitKeys(ctx)).publicKey }),
  );

  app.post(
    '/api/v1/push/subscriptions',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HABITS_LIMITS.writesPerCaller },
      schema: {
        tags,
        summary: "Keeps this browser's push subscription (only the known push services' hosts)",
        security,
        body: pushSubscriptionInputSchema,
        response: { 204: z.null().describe('Kept'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await subscribe(ctx, request.user!.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/push/subscriptions',
    {
      onRequest: app.authenticate,
      config: { rateLimit: HABITS_LIMITS.writesPerCaller },
      schema: {
        tags,
        summary: "Forgets this browser's push subscription",
        security,
        querystring: pushEndpointQuerySchema,
        response: { 204: z.null().describe('Forgotten'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, request.user!.id, request.query.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/notifications/unsubscribe',
    {
      config: { rateLimit: HABITS_LIMITS.unsubscribe },
      schema: {
        tags,
        summary: "The weekly digest's unsubscribe page (a button that posts the same address)",
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => sendPage(reply, await unsubscribePage(ctx, request.query.token)),
  );

  app.post(
    '/api/v1/notifications/unsubscribe',
    {
      config: { rateLimit: HABITS_LIMITS.unsubscribe },
      schema: {
        tags,
        summary: 'One-click unsubscribe from the weekly digest (RFC 8058): the signed token decides',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => sendPage(reply, await unsubscribeDigest(ctx, request.query.token)),
  );
};
