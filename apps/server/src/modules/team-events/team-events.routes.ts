import {
  attendanceSummarySchema,
  coachEventListSchema,
  coachEventSchema,
  createTeamEventSchema,
  eventAttendanceBodySchema,
  eventIdParamsSchema,
  eventRangeQuerySchema,
  eventRsvpBodySchema,
  playerEventListSchema,
  playerEventSchema,
  playerIdParamsSchema,
  updateTeamEventSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { answerEvent, attendanceOf, listEventsOfPlayer, markAttendance } from './player-events.service.ts';
import { cancelOwnEvent, changeEvent, createEvents, listCoachEvents } from './team-events.service.ts';

/** Rate limits of the schedule (docs/team-events.md). */
export const TEAM_EVENT_LIMITS = {
  writePerCaller: perCaller(60),
  answerPerCaller: perCaller(60),
  registerPerCaller: perCaller(300),
} as const;

const security = [{ bearer: [] }];
const tags = ['team events'];

/** The coach's trainings, the family's answers, the register (api-contract.md part 2, "The coach's week"). */
export const teamEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/manager/me/events',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TEAM_EVENT_LIMITS.writePerCaller },
      schema: {
        tags,
        summary:
          "Schedules a training of the caller's team, once or weekly until `weeklyUntil` (201: the trainings made)",
        description:
          "A weekly series repeats at the same local time in the coach's time zone (18:00 stays 18:00 across summer time). " +
          '400 on `endsAt` (not after `startsAt`, longer than 12 hours) and `weeklyUntil` (before the first day, more than a year); ' +
          '404 `Manager not found` for a caller without a team.',
        security,
        body: createTeamEventSchema,
        response: { 201: coachEventListSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await createEvents(ctx, request.user!, request.body)),
  );

  app.get(
    '/api/v1/manager/me/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's trainings starting in [from, to) with every player's answer and register mark",
        description: '`from` defaults to now, `to` to four weeks later; at most 400 days.',
        security,
        querystring: eventRangeQuerySchema,
        response: { 200: coachEventListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listCoachEvents(ctx, request.user!, request.query),
  );

  app.patch(
    '/api/v1/manager/me/events/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TEAM_EVENT_LIMITS.writePerCaller },
      schema: {
        tags,
        summary: 'Changes one training (title, times, place)',
        description:
          'A change of time or place of a training that starts within 48 hours is mailed to the players and their ' +
          'guardians, in their language. 404 `Training not found` for another coach’s or a cancelled training.',
        security,
        params: eventIdParamsSchema,
        body: updateTeamEventSchema,
        response: { 200: coachEventSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => changeEvent(ctx, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/manager/me/events/:id',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TEAM_EVENT_LIMITS.writePerCaller },
      schema: {
        tags,
        summary: 'Cancels one training (204); within 48 hours of its start the families get a mail',
        security,
        params: eventIdParamsSchema,
        response: { 204: z.null().describe('Cancelled'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await cancelOwnEvent(ctx, request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/player/:playerId/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The trainings of the player's teams starting in [from, to): attending unless declined",
        description: 'The player, their guardians, their coaches and admins (403 otherwise).',
        security,
        params: playerIdParamsSchema,
        querystring: eventRangeQuerySchema,
        response: { 200: playerEventListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listEventsOfPlayer(ctx.db, request.user!, request.params.playerId, request.query, ctx.clock.now()),
  );

  app.put(
    '/api/v1/events/:id/rsvp',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TEAM_EVENT_LIMITS.answerPerCaller },
      schema: {
        tags,
        summary: 'The player or a guardian answers a training (a reason goes with NOT_ATTENDING)',
        description:
          '403 for anyone else; 404 `Training not found` when the player is not in its team; 409 `Answers close when the training starts`.',
        security,
        params: eventIdParamsSchema,
        body: eventRsvpBodySchema,
        response: { 200: playerEventSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => answerEvent(ctx.db, request.user!, request.params.id, request.body, ctx.clock.now()),
  );

  app.put(
    '/api/v1/events/:id/attendance',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TEAM_EVENT_LIMITS.registerPerCaller },
      schema: {
        tags,
        summary: 'The coach of the training marks a player PRESENT, EXCUSED or ABSENT (null clears)',
        description:
          '403 for anyone but the coach of the training and the player; 409 `The register opens when the training starts`.',
        security,
        params: eventIdParamsSchema,
        body: eventAttendanceBodySchema,
        response: { 200: playerEventSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      markAttendance(ctx.db, request.user!, request.params.id, request.body, ctx.clock.now()),
  );

  app.get(
    '/api/v1/player/:playerId/attendance',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The season's register (from 1 August): events marked, present, excused, absent and rate",
        description:
          '`rate` = present / events, 0 while no register was taken. The player, guardians, coaches, admins.',
        security,
        params: playerIdParamsSchema,
        response: { 200: attendanceSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      attendanceOf(
        ctx.db,
        request.user!,
        request.params.playerId,
        ctx.clock.now(),
        request.user!.timeZone ?? 'UTC',
      ),
  );

  await app.register(calendarRoutes);
};
