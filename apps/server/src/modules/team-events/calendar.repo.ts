import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, players, teamEvents, teamMemberships, users } from '../../db/schema/index.ts';

export type FeedOwner = { playerId: string } | { managerId: string };

function ownerColumn(owner: FeedOwner) {
  return 'playerId' in owner
    ? eq(calendarFeeds.playerId, owner.playerId)
    : eq(calendarFeeds.managerId, owner.managerId);
}

export async function findFeedNonce(db: Db, owner: FeedOwner): Promise<string | null> {
  const [row] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(ownerColumn(owner));
  return row?.nonce ?? null;
}

/**
 * Keeps the owner's feed: with `replace` a new nonce and hash take the old ones' place (the old link
 * dies); without, the first of two concurrent creations wins. Answers the nonce in force.
 */
export async function saveFeed(
  db: Db,
  owner: FeedOwner,
  feed: { nonce: string; tokenHash: string },
  { replace }: { replace: boolean },
): Promise<string> {
  const target = 'playerId' in owner ? calendarFeeds.playerId : calendarFeeds.managerId;
  const insert = db.insert(calendarFeeds).values({ ...owner, ...feed });
  const [row] = replace
    ? await insert.onConflictDoUpdate({ target, set: feed }).returning()
    : await insert.onConflictDoNothing({ target }).returning();
  return row?.nonce ?? (await findFeedNonce(db, owner))!;
}

export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ playerId: calendarFeeds.playerId, managerId: calendarFeeds.managerId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** The first name of a player (the feed's title; no surnames in a feed). */
export async function findPlayerFirstName(db: Db, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row?.firstName ?? null;
}

/** Trainings (not cancelled) starting in [from, to) of a coach, or of every team of a player. */
export async function listFeedEvents(
  db: Db,
  owner: { playerId: string | null; managerId: string | null },
  from: Date,
  to: Date,
) {
  const range = and(
    isNull(teamEvents.cancelledAt),
    gte(teamEvents.startsAt, from),
    lt(teamEvents.startsAt, to),
  );
  if (owner.managerId) {
    return db
      .select()
      .from(teamEvents)
      .where(and(eq(teamEvents.managerId, owner.managerId), range))
      .orderBy(asc(teamEvents.startsAt));
  }
  const rows = await db
    .select({ event: teamEvents })
    .from(teamEvents)
    .innerJoin(
      teamMemberships,
      and(eq(teamMemberships.managerId, teamEvents.managerId), eq(teamMemberships.playerId, owner.playerId!)),
    )
    .where(range)
    .orderBy(asc(teamEvents.startsAt));
  return rows.map((r) => r.event);
}
