import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { managers, players, teamMemberships, users } from '../../db/schema/index.ts';

/** The manager record of a user with the user's name. */
export async function findManagerWithName(db: Db, userId: string) {
  const [row] = await db
    .select({ manager: managers, firstName: users.firstName, lastName: users.lastName })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(managers.userId, userId));
  return row ?? null;
}

/** Sets a team code; with `onlyIfMissing` only when the manager has none yet (two first reads give one code). */
export async function setTeamCode(
  db: Db,
  managerId: string,
  code: string,
  { onlyIfMissing }: { onlyIfMissing: boolean },
): Promise<boolean> {
  const where = onlyIfMissing
    ? and(eq(managers.id, managerId), isNull(managers.teamCode))
    : eq(managers.id, managerId);
  const updated = await db
    .update(managers)
    .set({ teamCode: code })
    .where(where)
    .returning({ id: managers.id });
  return updated.length > 0;
}

export async function findManagerIdByTeamCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db.select({ id: managers.id }).from(managers).where(eq(managers.teamCode, code));
  return row?.id ?? null;
}

/** The name of the coach whose team has this code, or null. */
export async function findCoachByTeamCode(db: Db, code: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, teamName: managers.teamName })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(managers.teamCode, code));
  return row ?? null;
}

/** The player profile of a user (what joining a team needs). */
export async function findPlayerOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: players.id, userId: players.userId, dateOfBirth: players.dateOfBirth })
    .from(players)
    .where(eq(players.userId, userId));
  return row ?? null;
}

/** Adds the player to the team; false when they were in it already (a repeat changes nothing). */
export async function insertMembership(db: Db, managerId: string, playerId: string): Promise<boolean> {
  const inserted = await db
    .insert(teamMemberships)
    .values({ managerId, playerId })
    .onConflictDoNothing()
    .returning({ managerId: teamMemberships.managerId });
  return inserted.length > 0;
}

export async function deleteMembership(db: Db, managerId: string, playerId: string): Promise<void> {
  await db
    .delete(teamMemberships)
    .where(and(eq(teamMemberships.managerId, managerId), eq(teamMemberships.playerId, playerId)));
}

export async function isMember(db: Db, managerId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: teamMemberships.playerId })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.managerId, managerId), eq(teamMemberships.playerId, playerId)));
  return Boolean(row);
}

/** The coaches whose teams the player is in, in the order joined. */
export async function findCoachesOfPlayer(db: Db, playerId: string, managerId?: string) {
  return db
    .select({
      managerId: managers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      company: managers.company,
      teamName: managers.teamName,
    })
    .from(teamMemberships)
    .innerJoin(managers, eq(managers.id, teamMemberships.managerId))
    .innerJoin(users, eq(users.id, managers.userId))
    .where(
      managerId
        ? and(eq(teamMemberships.playerId, playerId), eq(teamMemberships.managerId, managerId))
        : eq(teamMemberships.playerId, playerId),
    )
    .orderBy(asc(teamMemberships.joinedAt));
}

/** Takes a player out of every team; answers how many it left. */
export async function deleteAllMemberships(db: Db, playerId: string): Promise<number> {
  const rows = await db
    .delete(teamMemberships)
    .where(eq(teamMemberships.playerId, playerId))
    .returning({ managerId: teamMemberships.managerId });
  return rows.length;
}
