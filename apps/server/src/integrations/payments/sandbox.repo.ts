import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, sandboxPortalSessions, sandboxSubscriptions } from '../../db/schema/index.ts';

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type NewSandboxSubscription = typeof sandboxSubscriptions.$inferInsert;

export async function insertSandboxSubscription(db: Db, row: NewSandboxSubscription) {
  const [created] = await db.insert(sandboxSubscriptions).values(row).returning();
  return created!;
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

/** Marks an OPEN sandbox checkout session COMPLETE; null when it was not open (used, expired). */
export async function claimCheckoutSession(db: Db, id: string, now: Date, providerSubscriptionId: string) {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'COMPLETE', completedAt: now, providerSubscriptionId })
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.status, 'OPEN'),
        sql`${checkoutSessions.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  return row ?? null;
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
