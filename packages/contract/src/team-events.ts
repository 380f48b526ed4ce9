import { z } from 'zod';
import {
  EVENT_ATTENDANCES,
  EVENT_PLACE_MAX_LENGTH,
  EVENT_REASON_MAX_LENGTH,
  EVENT_RSVPS,
  EVENT_TITLE_MAX_LENGTH,
  TEAM_EVENT_MESSAGES,
} from './constants/team-events.ts';

/** Team trainings (api-contract.md part 2, "The coach's week"): schedule, answers, register, feed. */

export const eventRsvpSchema = z.enum(EVENT_RSVPS);
export const eventAttendanceSchema = z.enum(EVENT_ATTENDANCES);

const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant');
const day = z.iso.date().describe('YYYY-MM-DD');
const title = z
  .string()
  .trim()
  .min(1, TEAM_EVENT_MESSAGES.titleRequired)
  .max(EVENT_TITLE_MAX_LENGTH, TEAM_EVENT_MESSAGES.titleTooLong);
const place = z.string().trim().max(EVENT_PLACE_MAX_LENGTH, TEAM_EVENT_MESSAGES.placeTooLong);

/** `POST /api/v1/manager/me/events`: one training, or one a week until `weeklyUntil` (a day, inclusive). */
export const createTeamEventSchema = z.object({
  title,
  startsAt: instant,
  endsAt: instant,
  place: place.optional(),
  weeklyUntil: day
    .optional()
    .describe("Repeat every week at the same local time in the coach's time zone, until this day"),
});
export type CreateTeamEvent = z.infer<typeof createTeamEventSchema>;

/** `PATCH /api/v1/manager/me/events/{id}`: change one training (omitted fields stay). */
export const updateTeamEventSchema = z.object({
  title: title.optional(),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  place: place.nullable().optional().describe('null or empty: no place'),
});
export type UpdateTeamEvent = z.infer<typeof updateTeamEventSchema>;

export const eventRangeQuerySchema = z.object({
  from: instant.optional().describe('Default: now'),
  to: instant.optional().describe('Default: 28 days after `from`'),
});

export const eventIdParamsSchema = z.object({ id: z.uuid() });

/** `PUT /api/v1/events/{id}/rsvp`. */
export const eventRsvpBodySchema = z.object({
  playerId: z.uuid(),
  rsvp: eventRsvpSchema,
  reason: z
    .string()
    .trim()
    .max(EVENT_REASON_MAX_LENGTH, TEAM_EVENT_MESSAGES.reasonTooLong)
    .optional()
    .describe('Why the player cannot come (kept only with NOT_ATTENDING)'),
});
export type EventRsvpBody = z.infer<typeof eventRsvpBodySchema>;

/** `PUT /api/v1/events/{id}/attendance`: `null` clears the mark. */
export const eventAttendanceBodySchema = z.object({
  playerId: z.uuid(),
  attendance: eventAttendanceSchema.nullable(),
});
export type EventAttendanceBody = z.infer<typeof eventAttendanceBodySchema>;

/** A training as a player (or their guardian) sees it. */
export const playerEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string().nullable(),
  rsvp: eventRsvpSchema.describe('ATTENDING until the player or a guardian declines'),
  reason: z.string().nullable(),
  attendance: eventAttendanceSchema.nullable(),
});
export type PlayerEvent = z.infer<typeof playerEventSchema>;
export const playerEventListSchema = z.array(playerEventSchema);

/** One player's answer and mark, as the coach sees them. */
export const eventAnswerSchema = z.object({
  playerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  rsvp: eventRsvpSchema,
  reason: z.string().nullable(),
  attendance: eventAttendanceSchema.nullable(),
});
export type EventAnswer = z.infer<typeof eventAnswerSchema>;

/** A training as its coach sees it: every player of the team with their answer and mark. */
export const coachEventSchema = z.object({
  id: z.string(),
  seriesId: z.string().nullable().describe('Shared by the trainings of one weekly series'),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string().nullable(),
  started: z.boolean().describe('The register can be taken'),
  attending: z.number().int(),
  notAttending: z.number().int(),
  answers: z.array(eventAnswerSchema),
});
export type CoachEvent = z.infer<typeof coachEventSchema>;
export const coachEventListSchema = z.array(coachEventSchema);

/** `GET /api/v1/player/{playerId}/attendance`: the season so far. */
export const attendanceSummarySchema = z.object({
  events: z.number().int().describe('Trainings with a register for this player'),
  present: z.number().int(),
  excused: z.number().int(),
  absent: z.number().int(),
  rate: z
    .number()
    .min(0)
    .max(1)
    .describe('present / events (0 while there is none); the season from 1 August'),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

export const calendarLinkSchema = z.object({ url: z.string().describe('The private iCal feed') });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
export const calendarTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
