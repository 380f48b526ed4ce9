import { and, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players, teamEventAnswers, teamEvents, teamMemberships, users } from '../../db/schema/index.ts';

/**
 * Trainings moved since `changedSince` that start between `now` and `until` (not cancelled), with
 * each team player who has not declined: who a "training changed" reminder is for.
 */
export function findChangedTrainings(db: Db, changedSince: Date, now: Date, until: Date) {
  return db
    .select({
      eventId: teamEvents.id,
      title: teamEvents.title,
      startsAt: teamEvents.startsAt,
      endsAt: teamEvents.endsAt,
      updatedAt: teamEvents.updatedAt,
      playerId: players.id,
      userId: users.id,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(teamEvents)
    .innerJoin(teamMemberships, eq(teamMemberships.managerId, teamEvents.managerId))
    .innerJoin(players, eq(players.id, teamMemberships.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .leftJoin(
      teamEventAnswers,
      and(eq(teamEventAnswers.eventId, teamEvents.id), eq(teamEventAnswers.playerId, players.id)),
    )
    .where(
      and(
        isNull(teamEvents.cancelledAt),
        gte(teamEvents.updatedAt, changedSince),
        // Changed after it was made (a new training is no change).
        gt(teamEvents.updatedAt, sql`${teamEvents.createdAt} + interval '1 minute'`),
        gt(teamEvents.startsAt, now),
        lte(teamEvents.startsAt, until),
        sql`coalesce(${teamEventAnswers.rsvp}, 'ATTENDING') <> 'NOT_ATTENDING'`,
      ),
    );
}
