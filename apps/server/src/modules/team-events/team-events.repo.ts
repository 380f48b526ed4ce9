import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  managers,
  players,
  teamEventAnswers,
  teamEvents,
  teamMemberships,
  users,
} from '../../db/schema/index.ts';

export type TeamEventRow = typeof teamEvents.$inferSelect;
export type AnswerRow = typeof teamEventAnswers.$inferSelect;

/** The manager record of a user, with what the schedule needs (name, time zone). */
export async function findManagerOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: managers.id, firstName: users.firstName, timeZone: users.timeZone })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(managers.userId, userId));
  return row ?? null;
}

/** Inserts a training or a whole weekly series at once. */
export async function insertEvents(
  db: Db,
  rows: {
    managerId: string;
    seriesId: string | null;
    title: string;
    place: string | null;
    startsAt: Date;
    endsAt: Date;
  }[],
): Promise<TeamEventRow[]> {
  return db.transaction(async (tx) => tx.insert(teamEvents).values(rows).returning());
}

/** A training that has not been cancelled. */
export async function findEvent(db: Db, id: string): Promise<TeamEventRow | null> {
  const [row] = await db
    .select()
    .from(teamEvents)
    .where(and(eq(teamEvents.id, id), isNull(teamEvents.cancelledAt)));
  return row ?? null;
}

/** A coach's trainings starting in [from, to), earliest first. */
export async function listManagerEvents(db: Db, managerId: string, from: Date, to: Date) {
  return db
    .select()
    .from(teamEvents)
    .where(
      and(
        eq(teamEvents.managerId, managerId),
        isNull(teamEvents.cancelledAt),
        gte(teamEvents.startsAt, from),
        lt(teamEvents.startsAt, to),
      ),
    )
    .orderBy(asc(teamEvents.startsAt));
}

/** The players of a coach's team, by name. */
export async function listTeam(db: Db, managerId: string) {
  return db
    .select({ playerId: players.id, firstName: users.firstName, lastName: users.lastName })
    .from(teamMemberships)
    .innerJoin(players, eq(players.id, teamMemberships.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(teamMemberships.managerId, managerId))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function listAnswers(db: Db, eventIds: string[]): Promise<AnswerRow[]> {
  if (eventIds.length === 0) return [];
  return db.select().from(teamEventAnswers).where(inArray(teamEventAnswers.eventId, eventIds));
}

/** The trainings of every team the player is in, starting in [from, to), with the player's answer. */
export async function listPlayerEvents(db: Db, playerId: string, from: Date, to: Date) {
  return db
    .select({ event: teamEvents, answer: teamEventAnswers })
    .from(teamEvents)
    .innerJoin(
      teamMemberships,
      and(eq(teamMemberships.managerId, teamEvents.managerId), eq(teamMemberships.playerId, playerId)),
    )
    .leftJoin(
      teamEventAnswers,
      and(eq(teamEventAnswers.eventId, teamEvents.id), eq(teamEventAnswers.playerId, playerId)),
    )
    .where(and(isNull(teamEvents.cancelledAt), gte(teamEvents.startsAt, from), lt(teamEvents.startsAt, to)))
    .orderBy(asc(teamEvents.startsAt));
}

export async function findAnswer(db: Db, eventId: string, playerId: string): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(teamEventAnswers)
    .where(and(eq(teamEventAnswers.eventId, eventId), eq(teamEventAnswers.playerId, playerId)));
  return row ?? null;
}

export async function isTeamMember(db: Db, managerId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: teamMemberships.playerId })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.managerId, managerId), eq(teamMemberships.playerId, playerId)));
  return Boolean(row);
}

/** Sets the player's answer (one row per player and training: a repeat overwrites). */
export async function upsertRsvp(
  db: Db,
  input: {
    eventId: string;
    playerId: string;
    rsvp: 'ATTENDING' | 'NOT_ATTENDING';
    reason: string | null;
    answeredBy: string;
    now: Date;
  },
): Promise<AnswerRow> {
  const set = { rsvp: input.rsvp, reason: input.reason, answeredBy: input.answeredBy, updatedAt: input.now };
  const [row] = await db
    .insert(teamEventAnswers)
    .values({ eventId: input.eventId, playerId: input.playerId, ...set })
    .onConflictDoUpdate({ target: [teamEventAnswers.eventId, teamEventAnswers.playerId], set })
    .returning();
  return row!;
}

/** Sets (or clears, with null) the register mark of a player. */
export async function upsertAttendance(
  db: Db,
  input: {
    eventId: string;
    playerId: string;
    attendance: 'PRESENT' | 'EXCUSED' | 'ABSENT' | null;
    now: Date;
  },
): Promise<AnswerRow> {
  const set = {
    attendance: input.attendance,
    markedAt: input.attendance ? input.now : null,
    updatedAt: input.now,
  };
  const [row] = await db
    .insert(teamEventAnswers)
    .values({ eventId: input.eventId, playerId: input.playerId, ...set })
    .onConflictDoUpdate({ target: [teamEventAnswers.eventId, teamEventAnswers.playerId], set })
    .returning();
  return row!;
}

/** Changes a training; null when it is gone or cancelled. */
export async function updateEvent(
  db: Db,
  id: string,
  patch: { title: string; place: string | null; startsAt: Date; endsAt: Date },
  now: Date,
): Promise<TeamEventRow | null> {
  const [row] = await db
    .update(teamEvents)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(teamEvents.id, id), isNull(teamEvents.cancelledAt)))
    .returning();
  return row ?? null;
}

/** Cancels a training (once: a second cancel finds nothing). */
export async function cancelEvent(db: Db, id: string, now: Date): Promise<TeamEventRow | null> {
  const [row] = await db
    .update(teamEvents)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(eq(teamEvents.id, id), isNull(teamEvents.cancelledAt)))
    .returning();
  return row ?? null;
}

/** The player's register marks of trainings (not cancelled) that started in [since, now). */
export async function countAttendance(db: Db, playerId: string, since: Date, now: Date) {
  const rows = await db
    .select({ attendance: teamEventAnswers.attendance, n: count() })
    .from(teamEventAnswers)
    .innerJoin(teamEvents, eq(teamEvents.id, teamEventAnswers.eventId))
    .where(
      and(
        eq(teamEventAnswers.playerId, playerId),
        isNotNull(teamEventAnswers.attendance),
        isNull(teamEvents.cancelledAt),
        gte(teamEvents.startsAt, since),
        lt(teamEvents.startsAt, now),
      ),
    )
    .groupBy(teamEventAnswers.attendance);
  const of = (a: string) => Number(rows.find((r) => r.attendance === a)?.n ?? 0);
  return { present: of('PRESENT'), excused: of('EXCUSED'), absent: of('ABSENT') };
}

/** Who a change of the coach's training is mailed to: each player of the team with an address. */
export async function listTeamRecipients(db: Db, managerId: string) {
  return db
    .select({
      playerId: players.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(teamMemberships)
    .innerJoin(players, eq(players.id, teamMemberships.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(teamMemberships.managerId, managerId));
}
