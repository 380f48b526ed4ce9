import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  childPayers,
  guardianRemovals,
  householdChildren,
  householdMembers,
  users,
} from '../../db/schema/index.ts';
import { notRemovedGuardian } from '../../lib/guardianship.repo.ts';

/** The signed-in player's password hash (their password confirms a removal). */
export async function findPasswordHolder(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The guardians a player still has (every adult of every home the player lives in, less the
 * removed), with the payer marked.
 */
export async function listPlayerGuardians(db: Db, playerId: string) {
  const rows = await db
    .selectDistinct({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      householdId: householdMembers.householdId,
      payer: sql<boolean>`exists (select 1 from ${childPayers} cp where cp.player_id = ${playerId} and cp.user_id = ${users.id})`,
    })
    .from(householdChildren)
    .innerJoin(householdMembers, eq(householdMembers.householdId, householdChildren.householdId))
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(and(eq(householdChildren.playerId, playerId), notRemovedGuardian(playerId, users.id)))
    .orderBy(users.firstName, users.lastName);
  return rows.map((r) => ({ ...r, payer: Boolean(r.payer) }));
}

/**
 * The guardian stops guarding the player: a removal row (one, however often asked), no payer role,
 * and the child leaves the guardian's home when nobody else there still guards them.
 */
export async function removeGuardian(
  db: Db,
  input: { playerId: string; userId: string; householdId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(guardianRemovals)
    .values({ playerId: input.playerId, userId: input.userId })
    .onConflictDoNothing()
    .returning({ userId: guardianRemovals.userId });
  await db
    .delete(childPayers)
    .where(and(eq(childPayers.playerId, input.playerId), eq(childPayers.userId, input.userId)));
  const [left] = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.householdId, input.householdId),
        notRemovedGuardian(input.playerId, householdMembers.userId),
      ),
    )
    .limit(1);
  if (!left) {
    await db
      .delete(householdChildren)
      .where(
        and(
          eq(householdChildren.householdId, input.householdId),
          eq(householdChildren.playerId, input.playerId),
        ),
      );
  }
  return inserted.length > 0;
}
