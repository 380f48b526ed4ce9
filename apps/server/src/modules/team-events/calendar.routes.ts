import { calendarLinkSchema, calendarTokenParamsSchema, playerIdParamsSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { calendarFeed, managerCalendarLink, playerCalendarLink } from './calendar.service.ts';

export const CALENDAR_LIMITS = {
  linkPerCaller: perCaller(30),
  newLinkPerCaller: perCaller(10),
  /** The feed's token is long and random; guessing still gets one address 60 tries a minute. */
  feedPerAddress: { max: 60, timeWindow: 60_000 },
} as const;

const security = [{ bearer: [] }];
const tags = ['team events'];

/** Private iCal feeds of a player's and a coach's trainings (api-contract.md part 2, "The coach's week"). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  for (const renew of [false, true]) {
    const method = renew ? 'post' : 'get';
    const rateLimit = renew ? CALENDAR_LIMITS.newLinkPerCaller : CALENDAR_LIMITS.linkPerCaller;
    app[method](
      '/api/v1/player/:playerId/calendar-link',
      {
        onRequest: app.authenticate,
        config: { rateLimit },
        schema: {
          tags,
          summary: renew
            ? "A new private calendar link of the player's trainings; the old one answers 404"
            : "The private calendar link (iCal) of the player's trainings",
          description: 'The player or a guardian (403 otherwise).',
          security,
          params: playerIdParamsSchema,
          response: { 200: calendarLinkSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => playerCalendarLink(ctx, request.user!, request.params.playerId, renew),
    );
    app[method](
      '/api/v1/manager/me/calendar-link',
      {
        onRequest: app.authenticate,
        config: { rateLimit },
        schema: {
          tags,
          summary: renew
            ? "A new private calendar link of the caller's team trainings; the old one answers 404"
            : "The private calendar link (iCal) of the caller's team trainings",
          security,
          response: { 200: calendarLinkSchema, ...errorResponses(401, 404, 429) },
        },
      },
      async (request) => managerCalendarLink(ctx, request.user!, renew),
    );
  }

  app.get(
    '/api/v1/calendar/:token',
    {
      config: { rateLimit: CALENDAR_LIMITS.feedPerAddress },
      schema: {
        tags,
        summary: 'A private calendar feed (text/calendar, RFC 5545): titles, times and places, no surnames',
        description: 'The token is the link’s; 404 `Calendar not found` for an unknown or replaced link.',
        params: calendarTokenParamsSchema,
        response: {
          200: z.string().describe('The feed, text/calendar (RFC 5545)'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(await calendarFeed(ctx, request.params.token)),
  );
};
