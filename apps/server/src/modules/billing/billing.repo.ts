import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  checkoutSessions,
  paymentMethods,
  playerTrainingProgramSubscriptions as subs,
  processedEvents,
  trainingPrograms,
} from '../../db/schema/index.ts';

type Provider = 'sandbox' | 'stripe';
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function findCustomer(db: Db, userId: string, provider: Provider) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row ?? null;
}

/** One customer per user and provider: the first insert wins, the others read it. */
export async function saveCustomer(db: Db, userId: string, provider: Provider, providerCustomerId: string) {
  await db.insert(billingCustomers).values({ userId, provider, providerCustomerId }).onConflictDoNothing();
  return (await findCustomer(db, userId, provider))!;
}

/** The customer's default card: one row per customer, replaced when the card changes. */
export async function savePaymentMethod(
  db: Db,
  billingCustomerId: string,
  card: { id: string; brand: string; last4: string; expMonth: number | null; expYear: number | null },
) {
  const values = {
    billingCustomerId,
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    updatedAt: new Date(),
  };
  const [before] = await db
    .select({ id: paymentMethods.providerPaymentMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.billingCustomerId, billingCustomerId));
  await db
    .insert(paymentMethods)
    .values(values)
    .onConflictDoUpdate({ target: paymentMethods.billingCustomerId, set: values });
  return { changed: before?.id !== card.id };
}

export async function findPaymentMethod(db: Db, userId: string, provider: Provider) {
  const [row] = await db
    .select({
      id: paymentMethods.providerPaymentMethodId,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      customerId: billingCustomers.providerCustomerId,
    })
    .from(paymentMethods)
    .innerJoin(billingCustomers, eq(billingCustomers.id, paymentMethods.billingCustomerId))
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row ?? null;
}

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
    })
    .from(checkoutSessions)
    .innerJoin(subs, eq(subs.id, checkoutSessions.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(eq(checkoutSessions.id, id));
  return row ?? null;
}

export async function isEventProcessed(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: processedEvents.eventId })
    .from(processedEvents)
    .where(eq(processedEvents.eventId, eventId));
  return Boolean(row);
}

/** Stripe retries an event for three days; ids older than `before` need not be kept. */
export async function pruneProcessedEvents(db: Db, before: Date) {
  const rows = await db
    .delete(processedEvents)
    .where(lt(processedEvents.processedAt, before))
    .returning({ id: processedEvents.eventId });
  return rows.length;
}

export async function markEventProcessed(db: Db, event: { id: string; type: string }, provider: Provider) {
  await db
    .insert(processedEvents)
    .values({ eventId: event.id, type: event.type, provider })
    .onConflictDoNothing();
}
