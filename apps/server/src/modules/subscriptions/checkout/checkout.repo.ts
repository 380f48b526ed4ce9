import { and, count, desc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  checkoutSessions,
  playerTrainingProgramSubscriptions as subs,
  trainingPrograms,
} from '../../../db/schema/index.ts';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckoutSession(db: Db, row: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(row);
}

export async function markCheckoutSessionComplete(db: Db, id: string, providerSubscriptionId: string | null) {
  await db
    .update(checkoutSessions)
    .set({ status: 'COMPLETE', completedAt: new Date(), providerSubscriptionId })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'OPEN')));
}

/** A checkout session with what the sandbox page shows. */
export async function findCheckoutSessionView(db: Db, id: string) {
  const [row] = await db
    .select({
      session: checkoutSessions,
      programTitles: trainingPrograms.titles,
      subscriptionStatus: subs.status,
      billingEnabled: subs.billingEnabled,
      availableTill: subs.availableTill,
    })
    .from(checkoutSessions)
    .innerJoin(subs, eq(subs.id, checkoutSessions.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(eq(checkoutSessions.id, id));
  return row ?? null;
}

/** Our record of a checkout stops being payable (the provider's session was expired first). */
export async function markCheckoutSessionExpired(db: Db, id: string) {
  await db
    .update(checkoutSessions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'OPEN')));
}

/** The subscription's OPEN checkouts (one at most, by the partial unique index). */
export async function listOpenCheckoutSessions(db: Db, subscriptionId: string) {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.subscriptionId, subscriptionId), eq(checkoutSessions.status, 'OPEN')));
}

/** The subscription's latest paid checkout, with the provider subscription it made. */
export async function findLatestPaidCheckout(db: Db, subscriptionId: string, provider: 'sandbox' | 'stripe') {
  const [row] = await db
    .select({ id: checkoutSessions.id, providerSubscriptionId: checkoutSessions.providerSubscriptionId })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.subscriptionId, subscriptionId),
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.status, 'COMPLETE'),
        isNotNull(checkoutSessions.providerSubscriptionId),
      ),
    )
    .orderBy(desc(checkoutSessions.completedAt))
    .limit(1);
  return row ?? null;
}

/** How many checkouts the subscription has had: the attempt number in the provider's idempotency key. */
export async function countCheckoutSessions(db: Db, subscriptionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.subscriptionId, subscriptionId));
  return Number(row?.n ?? 0);
}

export async function findCheckoutSession(db: Db, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
}

/** Subscriptions that have ended (or whose availableTill passed) but still have a payable checkout. */
export async function findEndedWithOpenCheckout(db: Db, now: Date, limit = 200) {
  const rows = await db
    .selectDistinct({ subscriptionId: checkoutSessions.subscriptionId })
    .from(checkoutSessions)
    .innerJoin(subs, eq(subs.id, checkoutSessions.subscriptionId))
    .where(
      and(
        eq(checkoutSessions.status, 'OPEN'),
        gt(checkoutSessions.expiresAt, now),
        or(eq(subs.status, 'ENDED'), lte(subs.availableTill, now)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.subscriptionId);
}
