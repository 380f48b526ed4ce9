import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents, householdChildren } from '../../db/schema/index.ts';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(db: Db, row: typeof consents.$inferInsert): Promise<ConsentRow> {
  const [inserted] = await db.insert(consents).values(row).returning();
  return inserted!;
}

/** The ledger of the children of a home, newest first. */
export async function listConsentsOfHousehold(db: Db, householdId: string): Promise<ConsentRow[]> {
  return db
    .select(getTableColumns(consents))
    .from(consents)
    .innerJoin(householdChildren, eq(householdChildren.playerId, consents.playerId))
    .where(eq(householdChildren.householdId, householdId))
    .orderBy(desc(consents.grantedAt));
}

export async function listConsentsOfPlayer(db: Db, playerId: string): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.playerId, playerId)).orderBy(desc(consents.grantedAt));
}

export async function lockConsent(db: Db, id: string): Promise<ConsentRow | null> {
  const [row] = await db.select().from(consents).where(eq(consents.id, id)).for('update');
  return row ?? null;
}

/** Marks a consent revoked; false when it was already (a double tap). */
export async function revokeConsentRow(db: Db, id: string, by: string): Promise<ConsentRow | null> {
  const [row] = await db
    .update(consents)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(and(eq(consents.id, id), isNull(consents.revokedAt)))
    .returning();
  return row ?? null;
}

/**
 * The consent scopes in force for a player, their rows held (FOR SHARE) until the transaction ends:
 * a revocation (which locks its row FOR UPDATE, then takes the child out of every team) waits for a
 * join that saw COACH, and a join after a revocation no longer sees it.
 */
export async function lockActiveConsentScopes(db: Db, playerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ scopes: consents.scopes })
    .from(consents)
    .where(and(eq(consents.playerId, playerId), isNull(consents.revokedAt)))
    .for('share');
  return new Set(rows.flatMap((r) => r.scopes));
}
