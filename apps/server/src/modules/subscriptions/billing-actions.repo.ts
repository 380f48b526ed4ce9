import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players, playerTrainingProgramSubscriptions as subs, users } from '../../db/schema/index.ts';

export type RunningSubscriptionRow = typeof subs.$inferSelect;

export async function findUserStatus(db: Db, userId: string) {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status ?? null;
}

/** The user's running (ACTIVE) subscriptions, locked until the transaction ends. */
export async function lockRunningOfUser(tx: Db, userId: string): Promise<RunningSubscriptionRow[]> {
  const ids = tx
    .select({ id: subs.id })
    .from(subs)
    .innerJoin(players, eq(players.id, subs.playerId))
    .where(and(eq(players.userId, userId), eq(subs.status, 'ACTIVE')));
  return tx.select().from(subs).where(inArray(subs.id, ids)).for('update');
}

export async function setSubscriptionFields(
  tx: Db,
  id: string,
  set: Partial<
    Pick<RunningSubscriptionRow, 'billingPausedAt' | 'availableTill' | 'trialEndsAt' | 'currentPeriodEnd'>
  >,
  now: Date,
) {
  await tx
    .update(subs)
    .set({ ...set, updatedAt: now })
    .where(eq(subs.id, id));
}
