import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { players, playerTrainingProgramSubscriptions as subs } from '../../db/schema/index.ts';

/** The provider subscriptions billing a user's running subscriptions. */
export async function findBilledOfUser(db: Db, userId: string) {
  return db
    .select({
      id: subs.id,
      provider: subs.paymentProvider,
      providerId: subs.providerSubscriptionId,
      pausedByAdmin: subs.billingPausedAt,
    })
    .from(subs)
    .innerJoin(players, eq(players.id, subs.playerId))
    .where(
      and(
        eq(players.userId, userId),
        eq(subs.status, 'ACTIVE'),
        eq(subs.billingEnabled, true),
        isNotNull(subs.providerSubscriptionId),
      ),
    );
}
