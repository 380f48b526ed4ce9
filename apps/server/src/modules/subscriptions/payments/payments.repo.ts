import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  payments,
  playerTrainingProgramSubscriptions as subs,
  trainingPrograms,
  users,
} from '../../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** One row per provider invoice: a repeated event inserts nothing (null). */
export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow | null> {
  const [created] = await db.insert(payments).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

const withProgram = { payment: payments, programTitles: trainingPrograms.titles };

/** The user's payments, newest first, with the program they paid for. */
export async function listPaymentsOfUser(db: Db, userId: string, limit = 200) {
  return db
    .select(withProgram)
    .from(payments)
    .innerJoin(subs, eq(subs.id, payments.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(limit);
}

/** A payment by its receipt address, with the program and who paid. */
export async function findPaymentByReceiptToken(db: Db, token: string) {
  const [row] = await db
    .select({
      ...withProgram,
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        language: users.language,
      },
    })
    .from(payments)
    .innerJoin(subs, eq(subs.id, payments.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.receiptToken, token)));
  return row ?? null;
}

export async function findPaymentById(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** One payment with the program it paid for (the console's refund answer). */
export async function findPaymentWithProgram(db: Db, id: string) {
  const [row] = await db
    .select(withProgram)
    .from(payments)
    .innerJoin(subs, eq(subs.id, payments.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(eq(payments.id, id));
  return row ?? null;
}
