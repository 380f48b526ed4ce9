import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  childPayers,
  householdChildren,
  householdMembers,
  managers,
  players,
  teamMemberships,
  users,
} from '../db/schema/index.ts';
import { notRemovedGuardian } from './guardianship.repo.ts';

/** The player a request names: its id and the user it belongs to. */
export async function findPlayerOwner(db: Db, playerId: string) {
  const [row] = await db
    .select({ id: players.id, userId: players.userId })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

/**
 * The player and their user's name: the date of birth (YYYY-MM-DD) and time zone (ages are counted
 * in it, weeks start in it), or null. The one read of "who is this player" for the policy's age
 * rules, habits and the guardians' list.
 */
export async function findPlayerPerson(db: Db, playerId: string) {
  const [row] = await db
    .select({
      dateOfBirth: players.dateOfBirth,
      timeZone: users.timeZone,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row ?? null;
}

/** Whether the user holds ROLE_SUPER_ADMIN (a plain admin has no standing on that account). */
export async function isSuperAdminUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`'ROLE_SUPER_ADMIN' = any(${users.authorities})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.yes === true;
}

/** The coach (manager) `userId` is, when the player is in their team; else null. */
export async function findCoachOfPlayer(db: Db, userId: string, playerId: string) {
  const [row] = await db
    .select({ managerId: managers.id, firstName: users.firstName, lastName: users.lastName })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .innerJoin(
      teamMemberships,
      and(eq(teamMemberships.managerId, managers.id), eq(teamMemberships.playerId, playerId)),
    )
    .where(eq(managers.userId, userId));
  return row ?? null;
}

/**
 * `userId` as a guardian of the player (an adult of a home the child lives in): whether they pay,
 * and the child's date of birth (guardians read until 18); else null.
 */
export async function findGuardianOfPlayer(db: Db, userId: string, playerId: string) {
  const [row] = await db
    .select({
      dateOfBirth: players.dateOfBirth,
      timeZone: sql<string | null>`(select u.time_zone from ${users} u where u.id = ${players.userId})`,
      payer: sql<boolean>`exists (select 1 from ${childPayers} cp where cp.player_id = ${players.id} and cp.user_id = ${userId})`,
    })
    .from(householdChildren)
    .innerJoin(players, eq(players.id, householdChildren.playerId))
    .innerJoin(
      householdMembers,
      and(
        eq(householdMembers.householdId, householdChildren.householdId),
        eq(householdMembers.userId, userId),
      ),
    )
    .where(and(eq(householdChildren.playerId, playerId), notRemovedGuardian(playerId, userId)))
    .limit(1);
  return row ? { dateOfBirth: row.dateOfBirth, timeZone: row.timeZone, payer: Boolean(row.payer) } : null;
}
