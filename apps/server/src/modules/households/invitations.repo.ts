import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { householdChildren, householdInvitations, householdMembers, users } from '../../db/schema/index.ts';

export async function insertInvitation(db: Db, row: typeof householdInvitations.$inferInsert): Promise<void> {
  await db.insert(householdInvitations).values(row);
}

/** The live invitation of a token hash, locked (accepting twice at once makes one member). */
export async function lockLiveInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(householdInvitations)
    .where(
      and(
        eq(householdInvitations.tokenHash, tokenHash),
        isNull(householdInvitations.acceptedAt),
        gt(householdInvitations.expiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markInvitationAccepted(db: Db, id: string, userId: string): Promise<void> {
  await db
    .update(householdInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(eq(householdInvitations.id, id));
}

/** How many children a home has (an empty home of a newcomer may be left for another). */
export async function countChildren(db: Db, householdId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(householdChildren)
    .where(eq(householdChildren.householdId, householdId));
  return row?.n ?? 0;
}

export async function removeMember(db: Db, householdId: string, userId: string): Promise<void> {
  await db
    .delete(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)));
}

/** The user's roles, locked: a user without one becomes a guardian by accepting. */
export async function lockUserAuthorities(db: Db, userId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ authorities: users.authorities })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.authorities ?? null;
}

export async function makeGuardian(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ authorities: ['ROLE_GUARDIAN'], updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
