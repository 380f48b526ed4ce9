import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlNow } from '../../lib/clock.ts';
import {
  playerTrainingProgramSubscriptions as subs,
  subscriptionFeeChanges as changes,
} from '../../db/schema/index.ts';

export type FeeChangeRow = typeof changes.$inferSelect;
export type FeeChangeInsert = typeof changes.$inferInsert;

/** The fee changes a subscription was given notice of and that have not taken effect. */
export async function findPendingFeeChanges(db: Db, subscriptionIds: string[]): Promise<FeeChangeRow[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(changes)
    .where(and(inArray(changes.subscriptionId, subscriptionIds), isNull(changes.appliedAt)));
}

/** A notice given: the row for the subscription and plan is replaced (a later change supersedes an earlier one). */
export async function upsertFeeChange(db: Db, row: FeeChangeInsert): Promise<void> {
  await db
    .insert(changes)
    .values(row)
    .onConflictDoUpdate({
      target: [changes.subscriptionId, changes.type],
      set: {
        region: row.region,
        currentAmount: row.currentAmount,
        currentCurrency: row.currentCurrency,
        currentLabel: row.currentLabel ?? null,
        nextAmount: row.nextAmount,
        nextCurrency: row.nextCurrency,
        nextLabel: row.nextLabel ?? null,
        nextRegion: row.nextRegion ?? null,
        noticedAt: row.noticedAt,
        effectiveFrom: row.effectiveFrom,
        pushedAt: null,
        appliedAt: null,
      },
    });
}

/** A change taken back before it took effect (the fee is what the subscriber pays already). */
export async function dropPendingFeeChange(db: Db, subscriptionId: string, type: 'MONTHLY' | 'YEARLY') {
  await db
    .delete(changes)
    .where(
      and(eq(changes.subscriptionId, subscriptionId), eq(changes.type, type), isNull(changes.appliedAt)),
    );
}

/** Running subscriptions of a program (the ones a fee change reaches). */
export async function findRunningSubscriptionIds(db: Db, programId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: subs.id })
    .from(subs)
    .where(
      and(
        eq(subs.trainingProgramId, programId),
        eq(subs.status, 'ACTIVE'),
        or(isNull(subs.availableTill), sql`${subs.availableTill} > ${sqlNow(now)}`),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Pending changes whose renewal is next (the provider's period ends at or after `effectiveFrom`) or
 * whose date has come, with the subscription's provider and plan, for the job.
 */
export async function findDueFeeChanges(db: Db, now: Date) {
  return db
    .select({
      change: changes,
      paymentModel: subs.paymentModel,
      paymentProvider: subs.paymentProvider,
      providerSubscriptionId: subs.providerSubscriptionId,
      billingEnabled: subs.billingEnabled,
      status: subs.status,
    })
    .from(changes)
    .innerJoin(subs, eq(subs.id, changes.subscriptionId))
    .where(
      and(
        isNull(changes.appliedAt),
        or(
          lte(changes.effectiveFrom, sqlNow(now)),
          and(isNull(changes.pushedAt), sql`${subs.currentPeriodEnd} >= ${changes.effectiveFrom}`),
        ),
      ),
    )
    .limit(500);
}

export async function markFeeChange(
  db: Db,
  subscriptionId: string,
  type: 'MONTHLY' | 'YEARLY',
  set: { pushedAt?: Date; appliedAt?: Date },
) {
  await db
    .update(changes)
    .set(set)
    .where(
      and(eq(changes.subscriptionId, subscriptionId), eq(changes.type, type), isNull(changes.appliedAt)),
    );
}

/** A region change taking effect: the subscription is charged in `region` from now on. */
export async function setSubscriptionRegion(db: Db, subscriptionId: string, region: 'DEFAULT' | 'AFRICA') {
  await db.update(subs).set({ priceRegion: region }).where(eq(subs.id, subscriptionId));
}

/** The pending region changes of a subscription taken back (its card is in its region again). */
export async function dropPendingRegionChanges(db: Db, subscriptionId: string) {
  await db
    .delete(changes)
    .where(
      and(
        eq(changes.subscriptionId, subscriptionId),
        isNull(changes.appliedAt),
        sql`${changes.nextRegion} is not null`,
      ),
    );
}
