import { randomUUID } from 'node:crypto';
import {
  type CoachEvent,
  type CreateTeamEvent,
  EVENT_CHANGE_NOTICE_HOURS,
  EVENT_MAX_HOURS,
  EVENT_RANGE_MAX_DAYS,
  EVENT_SERIES_MAX_DAYS,
  MANAGER_MESSAGES,
  TEAM_EVENT_MESSAGES,
  type UpdateTeamEvent,
  addDays,
  dayIn,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listGuardiansOfMinor } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { buildEventChangeMail, type EventChange } from './team-events.mail.ts';
import { toCoachEvent } from './team-events.json.ts';
import {
  cancelEvent,
  findEvent,
  findManagerOfUser,
  insertEvents,
  listAnswers,
  listManagerEvents,
  listTeam,
  listTeamRecipients,
  type TeamEventRow,
  updateEvent,
} from './team-events.repo.ts';
import { weeklyOccurrences } from './zoned-time.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A list without `to` covers four weeks. */
const DEFAULT_RANGE_DAYS = 28;

/** The caller's manager record (404 `Manager not found` without one). */
export async function requireManager(db: Db, viewer: ViewerOf) {
  const manager = await findManagerOfUser(db, viewer.id);
  if (!manager) throw notFound(MANAGER_MESSAGES.managerNotFound);
  return { ...manager, timeZone: manager.timeZone ?? 'UTC' };
}

/** `from` (default now) and `to` (default four weeks later), at most EVENT_RANGE_MAX_DAYS apart. */
export function rangeOf(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } {
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY);
  if (to <= from) throw fieldError('to', TEAM_EVENT_MESSAGES.rangeOrder);
  if (to.getTime() - from.getTime() > EVENT_RANGE_MAX_DAYS * DAY) {
    throw fieldError('to', TEAM_EVENT_MESSAGES.rangeTooLong);
  }
  return { from, to };
}

function checkTimes(startsAt: Date, endsAt: Date) {
  if (endsAt <= startsAt) throw fieldError('endsAt', TEAM_EVENT_MESSAGES.endsBeforeStart);
  if (endsAt.getTime() - startsAt.getTime() > EVENT_MAX_HOURS * HOUR) {
    throw fieldError('endsAt', TEAM_EVENT_MESSAGES.tooLong);
  }
}

async function coachEvents(db: Db, managerId: string, events: TeamEventRow[], now: Date) {
  const [team, answers] = await Promise.all([
    listTeam(db, managerId),
    listAnswers(
      db,
      events.map((e) => e.id),
    ),
  ]);
  return events.map((e) => toCoachEvent(e, team, answers, now));
}

/**
 * `POST /api/v1/manager/me/events`: one training, or one a week until `weeklyUntil`, at the same
 * local time in the coach's time zone (18:00 stays 18:00 across summer time).
 */
export async function createEvents(
  ctx: ServiceContext,
  viewer: ViewerOf,
  input: CreateTeamEvent,
): Promise<CoachEvent[]> {
  const manager = await requireManager(ctx.db, viewer);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkTimes(startsAt, endsAt);
  if (input.weeklyUntil) {
    const firstDay = dayIn(startsAt, manager.timeZone);
    if (input.weeklyUntil < firstDay)
      throw fieldError('weeklyUntil', TEAM_EVENT_MESSAGES.seriesEndsBeforeStart);
    if (input.weeklyUntil > addDays(firstDay, EVENT_SERIES_MAX_DAYS)) {
      throw fieldError('weeklyUntil', TEAM_EVENT_MESSAGES.seriesTooLong);
    }
  }
  const seriesId = input.weeklyUntil ? randomUUID() : null;
  const rows = weeklyOccurrences(startsAt, endsAt, input.weeklyUntil, manager.timeZone).map((o) => ({
    managerId: manager.id,
    seriesId,
    title: input.title,
    place: input.place || null,
    ...o,
  }));
  const created = await insertEvents(ctx.db, rows);
  return coachEvents(ctx.db, manager.id, created, ctx.clock.now());
}

/** `GET /api/v1/manager/me/events`: the coach's trainings with every player's answer and mark. */
export async function listCoachEvents(
  ctx: ServiceContext,
  viewer: ViewerOf,
  query: { from?: string; to?: string },
): Promise<CoachEvent[]> {
  const manager = await requireManager(ctx.db, viewer);
  const now = ctx.clock.now();
  const { from, to } = rangeOf(query, now);
  return coachEvents(ctx.db, manager.id, await listManagerEvents(ctx.db, manager.id, from, to), now);
}

async function ownEvent(db: Db, managerId: string, id: string) {
  const event = await findEvent(db, id);
  if (!event || event.managerId !== managerId) throw notFound(TEAM_EVENT_MESSAGES.eventNotFound);
  return event;
}

/** Whether a change to this training is close enough to mail the families (and not over already). */
function withinNotice(startsAt: Date, now: Date): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= EVENT_CHANGE_NOTICE_HOURS * HOUR;
}

/** `PATCH /api/v1/manager/me/events/{id}`: change one training; a change of time or place within 48 hours is mailed. */
export async function changeEvent(
  ctx: ServiceContext,
  viewer: ViewerOf,
  id: string,
  input: UpdateTeamEvent,
): Promise<CoachEvent> {
  const manager = await requireManager(ctx.db, viewer);
  const before = await ownEvent(ctx.db, manager.id, id);
  const now = ctx.clock.now();
  const startsAt = input.startsAt ? new Date(input.startsAt) : before.startsAt;
  const endsAt = input.endsAt ? new Date(input.endsAt) : before.endsAt;
  checkTimes(startsAt, endsAt);
  const place = input.place === undefined ? before.place : input.place || null;
  const after = await updateEvent(
    ctx.db,
    id,
    { title: input.title ?? before.title, place, startsAt, endsAt },
    now,
  );
  if (!after) throw notFound(TEAM_EVENT_MESSAGES.eventNotFound);
  const moved =
    after.startsAt.getTime() !== before.startsAt.getTime() ||
    after.endsAt.getTime() !== before.endsAt.getTime() ||
    after.place !== before.place;
  if (moved && (withinNotice(before.startsAt, now) || withinNotice(after.startsAt, now))) {
    await mailFamilies(ctx, manager, after, 'CHANGED');
  }
  const [json] = await coachEvents(ctx.db, manager.id, [after], now);
  return json!;
}

/** `DELETE /api/v1/manager/me/events/{id}`: cancel one training; within 48 hours the families get a mail. */
export async function cancelOwnEvent(ctx: ServiceContext, viewer: ViewerOf, id: string): Promise<void> {
  const manager = await requireManager(ctx.db, viewer);
  await ownEvent(ctx.db, manager.id, id);
  const now = ctx.clock.now();
  const cancelled = await cancelEvent(ctx.db, id, now);
  if (!cancelled) throw notFound(TEAM_EVENT_MESSAGES.eventNotFound);
  if (withinNotice(cancelled.startsAt, now)) await mailFamilies(ctx, manager, cancelled, 'CANCELLED');
}

/**
 * Every player of the team with an address, and every guardian of a player under 18, in their own
 * language; the time is the training's local time (the coach's zone). A failed mail is logged.
 */
async function mailFamilies(
  ctx: ServiceContext,
  manager: { id: string; timeZone: string },
  event: TeamEventRow,
  change: EventChange,
) {
  const base = {
    change,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    place: event.place,
    timeZone: manager.timeZone,
  };
  const mails = [];
  for (const player of await listTeamRecipients(ctx.db, manager.id)) {
    if (player.email) {
      mails.push(
        buildEventChangeMail({
          ...base,
          to: player.email,
          name: player.firstName,
          language: asLanguage(player.language),
          url: `${ctx.config.publicUrl}/schedule`,
        }),
      );
    }
    for (const guardian of await listGuardiansOfMinor(ctx.db, player.playerId)) {
      mails.push(
        buildEventChangeMail({
          ...base,
          to: guardian.email,
          name: guardian.firstName,
          language: asLanguage(guardian.language),
          url: `${ctx.config.publicUrl}/household`,
          child: player.firstName,
        }),
      );
    }
  }
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, eventId: event.id }, 'training change mail could not be sent');
    }
  }
}
