import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { childHandovers, childPayers, players, users } from '../../db/schema/index.ts';

/** One open hand-over per child: a new one replaces the old link. */
export async function upsertHandover(db: Db, row: typeof childHandovers.$inferInsert): Promise<void> {
  await db
    .insert(childHandovers)
    .values(row)
    .onConflictDoUpdate({
      target: childHandovers.playerId,
      set: {
        email: row.email,
        tokenHash: row.tokenHash,
        requestedBy: row.requestedBy,
        language: row.language,
        expiresAt: row.expiresAt,
        createdAt: sql`now()`,
      },
    });
}

/** The live hand-over of a token hash with the child's user, locked; null when unknown or expired. */
export async function lockLiveHandover(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ playerId: childHandovers.playerId, email: childHandovers.email, userId: players.userId })
    .from(childHandovers)
    .innerJoin(players, eq(players.id, childHandovers.playerId))
    .where(and(eq(childHandovers.tokenHash, tokenHash), gt(childHandovers.expiresAt, now)))
    .for('update');
  return row ?? null;
}

/** The child's account becomes the player's own: e-mail, password, no household limits, no payer. */
export async function completeHandover(
  db: Db,
  input: { playerId: string; userId: string; email: string; passwordHash: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      email: input.email,
      passwordHash: input.passwordHash,
      username: null,
      householdManaged: false,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, input.userId));
  await db.delete(childPayers).where(eq(childPayers.playerId, input.playerId));
  await db.delete(childHandovers).where(eq(childHandovers.playerId, input.playerId));
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return !!row;
}
