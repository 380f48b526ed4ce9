import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type CalendarLink, TEAM_EVENT_MESSAGES } from '@academy/contract';
import ical from 'ical-generator';
import { notFound } from '../../lib/errors.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import {
  type FeedOwner,
  findFeedByHash,
  findFeedNonce,
  findPlayerFirstName,
  listFeedEvents,
  saveFeed,
} from './calendar.repo.ts';
import { requireManager } from './team-events.service.ts';

const DAY = 86_400_000;
/** A feed holds the trainings of the last 30 days and of the coming year. */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 366;

/**
 * The link's token is an HMAC of a random nonce under the server's key: the database keeps the nonce
 * and the token's SHA-256 only, so neither a copy of the database nor its log gives a working link,
 * while the owner can read their link again. A new nonce (POST) kills the old link.
 */
function tokenOf(ctx: ServiceContext, nonce: string): string {
  const key = ctx.config.totpEncryptionKey ?? ctx.config.totpLegacyKey;
  return createHmac('sha256', key).update(`calendar-feed:${nonce}`).digest('base64url');
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function linkFor(ctx: ServiceContext, owner: FeedOwner, renew: boolean): Promise<CalendarLink> {
  let nonce = renew ? null : await findFeedNonce(ctx.db, owner);
  if (!nonce) {
    const fresh = randomBytes(24).toString('base64url');
    nonce = await saveFeed(
      ctx.db,
      owner,
      { nonce: fresh, tokenHash: hashOf(tokenOf(ctx, fresh)) },
      { replace: renew },
    );
  }
  return { url: `${ctx.config.publicUrl}/api/v1/calendar/${tokenOf(ctx, nonce)}.ics` };
}

/** `GET|POST /api/v1/player/{playerId}/calendar-link`: the player or a guardian; POST makes a new link. */
export async function playerCalendarLink(
  ctx: ServiceContext,
  viewer: ViewerOf,
  playerId: string,
  renew: boolean,
) {
  await requirePlayer(ctx.db, viewer, 'calendar-link', playerId);
  return linkFor(ctx, { playerId }, renew);
}

/** `GET|POST /api/v1/manager/me/calendar-link`: the coach's own feed of their team's trainings. */
export async function managerCalendarLink(ctx: ServiceContext, viewer: ViewerOf, renew: boolean) {
  const manager = await requireManager(ctx.db, viewer);
  return linkFor(ctx, { managerId: manager.id }, renew);
}

/**
 * `GET /api/v1/calendar/{token}.ics`: the feed (RFC 5545). Titles, times and places only: no
 * surnames, no answers, no other player. An unknown or replaced token is 404.
 */
export async function calendarFeed(ctx: ServiceContext, token: string): Promise<string> {
  const feed = await findFeedByHash(ctx.db, hashOf(token.replace(/\.ics$/, '')));
  if (!feed) throw notFound(TEAM_EVENT_MESSAGES.calendarNotFound);
  const now = ctx.clock.now();
  const events = await listFeedEvents(
    ctx.db,
    feed,
    new Date(now.getTime() - FEED_PAST_DAYS * DAY),
    new Date(now.getTime() + FEED_FUTURE_DAYS * DAY),
  );
  const firstName = feed.playerId ? await findPlayerFirstName(ctx.db, feed.playerId) : null;
  const calendar = ical({
    name: firstName ? `Football Academy – ${firstName}` : 'Football Academy',
    prodId: { company: 'Football Academy', product: 'trainings', language: 'EN' },
    ttl: 3600,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@football-academy`,
      start: event.startsAt,
      end: event.endsAt,
      stamp: event.updatedAt,
      summary: event.title,
      location: event.place ?? undefined,
    });
  }
  return calendar.toString();
}
