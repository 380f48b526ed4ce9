import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { managers, players, teamMemberships, users } from '../db/schema/index.ts';

/** The player a request names: its id and the user it belongs to. */
export async function findPlayerOwner(db: Db, playerId: string) {
  const [row] = await db
    .select({ id: players.id, userId: players.userId })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
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
