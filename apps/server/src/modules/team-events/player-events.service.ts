import {
  type AttendanceSummary,
  type EventAttendanceBody,
  type EventRsvpBody,
  type PlayerEvent,
  TEAM_EVENT_MESSAGES,
  dayIn,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { toPlayerEvent } from './team-events.json.ts';
import {
  countAttendance,
  findEvent,
  isTeamMember,
  listPlayerEvents,
  upsertAttendance,
  upsertRsvp,
} from './team-events.repo.ts';
import { rangeOf } from './team-events.service.ts';
import { instantAt } from './zoned-time.ts';

/** The football season counted by the attendance rate starts on 1 August (school-year seasons). */
const SEASON_START = '-08-01';

/** `GET /api/v1/player/{playerId}/events`: the trainings of the player's teams, attending by default. */
export async function listEventsOfPlayer(
  db: Db,
  viewer: ViewerOf,
  playerId: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<PlayerEvent[]> {
  await requirePlayer(db, viewer, 'read-events', playerId);
  const { from, to } = rangeOf(query, now);
  const rows = await listPlayerEvents(db, playerId, from, to);
  return rows.map((r) => toPlayerEvent(r.event, r.answer));
}

/** A training of a team the player is in (404 otherwise: nobody learns of other teams' trainings). */
async function eventOfPlayer(db: Db, eventId: string, playerId: string) {
  const event = await findEvent(db, eventId);
  if (!event || !(await isTeamMember(db, event.managerId, playerId))) {
    throw notFound(TEAM_EVENT_MESSAGES.eventNotFound);
  }
  return event;
}

/**
 * `PUT /api/v1/events/{id}/rsvp`: the player or a guardian answers (a reason is kept with a
 * decline); answers close when the training starts (409).
 */
export async function answerEvent(
  db: Db,
  viewer: ViewerOf,
  eventId: string,
  body: EventRsvpBody,
  now: Date,
): Promise<PlayerEvent> {
  await requirePlayer(db, viewer, 'answer-event', body.playerId);
  const event = await eventOfPlayer(db, eventId, body.playerId);
  if (event.startsAt <= now) throw conflict(TEAM_EVENT_MESSAGES.answersClosed);
  const reason = body.rsvp === 'NOT_ATTENDING' ? body.reason || null : null;
  const answer = await upsertRsvp(db, {
    eventId,
    playerId: body.playerId,
    rsvp: body.rsvp,
    reason,
    answeredBy: viewer.id,
    now,
  });
  return toPlayerEvent(event, answer);
}

/**
 * `PUT /api/v1/events/{id}/attendance`: the coach of the training marks a player of the team,
 * once it has started (409 before).
 */
export async function markAttendance(
  db: Db,
  viewer: ViewerOf,
  eventId: string,
  body: EventAttendanceBody,
  now: Date,
): Promise<PlayerEvent> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(TEAM_EVENT_MESSAGES.eventNotFound);
  const { coach } = await requirePlayer(db, viewer, 'take-attendance', body.playerId);
  if (coach?.managerId !== event.managerId) throw forbidden();
  if (event.startsAt > now) throw conflict(TEAM_EVENT_MESSAGES.registerNotOpen);
  const answer = await upsertAttendance(db, {
    eventId,
    playerId: body.playerId,
    attendance: body.attendance,
    now,
  });
  return toPlayerEvent(event, answer);
}

/** 1 August (in the zone) of the season holding `now`. */
export function seasonStartIn(now: Date, timeZone: string): Date {
  const today = dayIn(now, timeZone);
  const year = Number(today.slice(0, 4));
  const start = `${year}${SEASON_START}`;
  return instantAt(today >= start ? start : `${year - 1}${SEASON_START}`, 0, timeZone);
}

/** `GET /api/v1/player/{playerId}/attendance`: the season's register marks and the rate present / marked. */
export async function attendanceOf(
  db: Db,
  viewer: ViewerOf,
  playerId: string,
  now: Date,
  timeZone: string,
): Promise<AttendanceSummary> {
  await requirePlayer(db, viewer, 'read-events', playerId);
  const counts = await countAttendance(db, playerId, seasonStartIn(now, timeZone), now);
  const events = counts.present + counts.excused + counts.absent;
  return { events, ...counts, rate: events ? counts.present / events : 0 };
}
