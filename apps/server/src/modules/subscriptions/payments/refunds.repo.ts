import { and, asc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentRefunds, payments } from '../../../db/schema/index.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The payment, its row locked until the transaction ends: one refund decision at a time per payment. */
export async function lockPayment(tx: Db, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

/** Refunds that count against the payment: made or under way (a FAILED one frees its amount again). */
export async function liveRefundsOf(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), ne(paymentRefunds.status, 'FAILED')))
    .orderBy(asc(paymentRefunds.createdAt));
}

/** The same refund asked again since `since` (a double click): same payment, actor, amount and reason. */
export async function findRepeatedRefund(
  db: Db,
  input: { paymentId: string; actorId: string; amount: number; reason: string; since: Date },
) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, input.paymentId),
        eq(paymentRefunds.actorId, input.actorId),
        eq(paymentRefunds.amount, input.amount),
        eq(paymentRefunds.reason, input.reason),
        ne(paymentRefunds.status, 'FAILED'),
        gte(paymentRefunds.createdAt, input.since),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertRefund(tx: Db, row: typeof paymentRefunds.$inferInsert) {
  const [created] = await tx.insert(paymentRefunds).values(row).returning();
  return created!;
}

export async function findRefund(db: Db, id: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}

/**
 * The provider's answer or event on a refund. A refund once SUCCEEDED stays so (a late `pending` event
 * changes nothing); the provider's id is kept the first time it is known.
 */
export async function settleRefund(
  db: Db,
  id: string,
  outcome: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; providerRefundId: string | null; at: Date },
) {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: outcome.status,
      providerRefundId: sql`coalesce(${paymentRefunds.providerRefundId}, ${outcome.providerRefundId})`,
      refundedAt: outcome.status === 'SUCCEEDED' ? outcome.at : null,
    })
    .where(and(eq(paymentRefunds.id, id), ne(paymentRefunds.status, 'SUCCEEDED')))
    .returning();
  return row ?? (await findRefund(db, id));
}

/** Claims the refund's receipt mail: true once, for whoever claims first. */
export async function claimRefundMail(db: Db, id: string, now: Date) {
  const rows = await db
    .update(paymentRefunds)
    .set({ mailedAt: now })
    .where(
      and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'SUCCEEDED'), isNull(paymentRefunds.mailedAt)),
    )
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

export async function releaseRefundMail(db: Db, id: string) {
  await db.update(paymentRefunds).set({ mailedAt: null }).where(eq(paymentRefunds.id, id));
}

/** The refunds (made or under way) of several payments, oldest first. */
export async function refundsOfPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, paymentIds), ne(paymentRefunds.status, 'FAILED')))
    .orderBy(asc(paymentRefunds.createdAt));
}
