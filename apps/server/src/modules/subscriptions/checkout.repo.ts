import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkoutSessions,
  playerTrainingProgramSubscriptions as subs,
  trainingPrograms,
} from '../../db/schema/index.ts';

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
    })
    .from(checkoutSessions)
    .innerJoin(subs, eq(subs.id, checkoutSessions.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(eq(checkoutSessions.id, id));
  return row ?? null;
}
