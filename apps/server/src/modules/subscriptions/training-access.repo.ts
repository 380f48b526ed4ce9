import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerTrainingProgramSubscriptions as subs } from '../../db/schema/index.ts';

/**
 * The payment states of the player's ACTIVE subscriptions whose time runs: to `trainingProgramId`
 * when given, else to any program.
 */
export async function findRunningSubscriptionStates(
  db: Db,
  playerId: string,
  now: Date,
  trainingProgramId?: string,
) {
  return db
    .select({ paymentStatus: subs.paymentStatus })
    .from(subs)
    .where(
      and(
        eq(subs.playerId, playerId),
        trainingProgramId ? eq(subs.trainingProgramId, trainingProgramId) : undefined,
        eq(subs.status, 'ACTIVE'),
        or(isNull(subs.availableTill), gt(subs.availableTill, now)),
      ),
    );
}

/** The payment status of the player's ACTIVE subscription, if any (whether or not its time runs). */
export async function findActivePaymentStatus(db: Db, playerId: string) {
  const [row] = await db
    .select({ paymentStatus: subs.paymentStatus })
    .from(subs)
    .where(and(eq(subs.playerId, playerId), eq(subs.status, 'ACTIVE')));
  return row?.paymentStatus ?? null;
}
