import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { childPayers, householdLinkRequests, players, users } from '../../db/schema/index.ts';

export type LinkRequestRow = typeof householdLinkRequests.$inferSelect;

/** The open request of this asker for this child, made when there is none (one under parallel calls). */
export async function openLinkRequest(
  db: Db,
  playerId: string,
  requestedBy: string,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(householdLinkRequests)
    .values({ playerId, requestedBy })
    .onConflictDoNothing()
    .returning({ id: householdLinkRequests.id });
  if (inserted) return { id: inserted.id, created: true };
  const [open] = await db
    .select({ id: householdLinkRequests.id })
    .from(householdLinkRequests)
    .where(
      and(
        eq(householdLinkRequests.playerId, playerId),
        eq(householdLinkRequests.requestedBy, requestedBy),
        eq(householdLinkRequests.status, 'PENDING'),
      ),
    );
  return { id: open!.id, created: false };
}

/** A request of this asker about one of these children that the payer declined. */
export async function findDeclinedRequest(db: Db, playerIds: string[], requestedBy: string) {
  const [row] = await db
    .select({ id: householdLinkRequests.id })
    .from(householdLinkRequests)
    .where(
      and(
        inArray(householdLinkRequests.playerId, playerIds),
        eq(householdLinkRequests.requestedBy, requestedBy),
        eq(householdLinkRequests.status, 'DECLINED'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findChildName(db: Db, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row?.firstName ?? null;
}

export async function findUserName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

export async function lockLinkRequest(db: Db, id: string): Promise<LinkRequestRow | null> {
  const [row] = await db
    .select()
    .from(householdLinkRequests)
    .where(eq(householdLinkRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function decideLinkRequest(
  db: Db,
  id: string,
  status: 'APPROVED' | 'DECLINED',
  decidedBy: string,
): Promise<void> {
  await db
    .update(householdLinkRequests)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(eq(householdLinkRequests.id, id));
}

const asker = alias(users, 'asker');
const child = alias(users, 'child');

/** Requests the user decides (they pay for the child) or made, newest first. */
export async function listLinkRequestsOf(db: Db, userId: string) {
  return db
    .select({
      id: householdLinkRequests.id,
      status: householdLinkRequests.status,
      requestedBy: householdLinkRequests.requestedBy,
      payerId: childPayers.userId,
      childFirstName: child.firstName,
      askerFirstName: asker.firstName,
      askerLastName: asker.lastName,
      createdAt: householdLinkRequests.createdAt,
    })
    .from(householdLinkRequests)
    .innerJoin(players, eq(players.id, householdLinkRequests.playerId))
    .innerJoin(child, eq(child.id, players.userId))
    .innerJoin(asker, eq(asker.id, householdLinkRequests.requestedBy))
    .leftJoin(childPayers, eq(childPayers.playerId, householdLinkRequests.playerId))
    .where(or(eq(childPayers.userId, userId), eq(householdLinkRequests.requestedBy, userId)))
    .orderBy(desc(householdLinkRequests.createdAt))
    .limit(50);
}
