import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkoutSessions,
  playerTrainingProgramSubscriptions as subs,
  sandboxPortalSessions,
  sandboxSubscriptions,
} from '../../db/schema/index.ts';

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type NewSandboxSubscription = typeof sandboxSubscriptions.$inferInsert;

/** Null when the subscription has a running sandbox subscription already (one at most, by a unique index). */
export async function insertSandboxSubscription(db: Db, row: NewSandboxSubscription) {
  const [created] = await db.insert(sandboxSubscriptions).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** The running sandbox subscription of one of our subscriptions, if any. */
export async function findLiveSandboxSubscriptionFor(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.subscriptionId, subscriptionId),
        ne(sandboxSubscriptions.status, 'canceled'),
      ),
    );
  return row ?? null;
}

export async function findSandboxSubscription(db: Db, id: string) {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row ?? null;
}

export async function updateSandboxSubscription(
  db: Db,
  id: string,
  set: Partial<NewSandboxSubscription>,
  /** Only when the period end is still this one: two job runs cannot renew twice. */
  expectedPeriodEnd?: Date,
) {
  const where = expectedPeriodEnd
    ? and(
        eq(sandboxSubscriptions.id, id),
        // A JavaScript date holds milliseconds; a period end written by SQL (now()) holds microseconds.
        sql`date_trunc('milliseconds', ${sandboxSubscriptions.currentPeriodEnd}) = ${expectedPeriodEnd.toISOString()}`,
      )
    : eq(sandboxSubscriptions.id, id);
  const [row] = await db.update(sandboxSubscriptions).set(set).where(where).returning();
  return row ?? null;
}

/** Live sandbox subscriptions whose period has ended (renewal or cancellation due). */
export async function findDueSandboxSubscriptions(db: Db, now: Date, limit = 200) {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(and(ne(sandboxSubscriptions.status, 'canceled'), lte(sandboxSubscriptions.currentPeriodEnd, now)))
    .orderBy(sandboxSubscriptions.currentPeriodEnd)
    .limit(limit);
}

/**
 * Marks an OPEN sandbox checkout session COMPLETE; null when it is not payable: used, expired or
 * replaced, or its subscription is billed already or has ended. The row's lock orders it against
 * `expireSandboxCheckout`: one of the two wins.
 */
export async function claimCheckoutSession(db: Db, id: string, now: Date, providerSubscriptionId: string) {
  const at = now.toISOString();
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'COMPLETE', completedAt: now, providerSubscriptionId })
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.status, 'OPEN'),
        sql`${checkoutSessions.expiresAt} > ${at}`,
        sql`exists (select 1 from ${subs} where ${subs.id} = ${checkoutSessions.subscriptionId}
          and ${subs.status} = 'ACTIVE' and not ${subs.billingEnabled}
          and (${subs.availableTill} is null or ${subs.availableTill} > ${at}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** An OPEN sandbox checkout stops being payable; a completed one answers its sandbox subscription. */
export async function expireSandboxCheckout(
  db: Db,
  id: string,
): Promise<{ paidSubscriptionId: string | null }> {
  const expired = await db
    .update(checkoutSessions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'OPEN')))
    .returning({ id: checkoutSessions.id });
  if (expired.length > 0) return { paidSubscriptionId: null };
  const [row] = await db
    .select({ status: checkoutSessions.status, paid: checkoutSessions.providerSubscriptionId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id));
  return { paidSubscriptionId: row?.status === 'COMPLETE' ? row.paid : null };
}

/** The customer's sandbox subscriptions that still run (a card update applies to them all). */
export async function findLiveSandboxSubscriptionsOfCustomer(db: Db, customerId: string) {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.customerId, customerId), ne(sandboxSubscriptions.status, 'canceled')));
}

export type SandboxPortalSessionRow = typeof sandboxPortalSessions.$inferSelect;

export async function insertSandboxPortalSession(db: Db, row: typeof sandboxPortalSessions.$inferInsert) {
  await db.insert(sandboxPortalSessions).values(row);
}

export async function findSandboxPortalSession(db: Db, id: string): Promise<SandboxPortalSessionRow | null> {
  const [row] = await db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, id));
  return row ?? null;
}

/** Account deletion: the sandbox forgets the customer, as Stripe does (its subscriptions and cards). */
export async function deleteSandboxCustomer(db: Db, customerId: string): Promise<void> {
  await db.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId));
}
