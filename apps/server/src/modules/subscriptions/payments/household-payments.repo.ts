import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  payments,
  playerTrainingProgramSubscriptions as subs,
  trainingPrograms,
} from '../../../db/schema/index.ts';

/** The payments of the children's accounts, newest first, with the program each paid for. */
export async function listPaymentsOfUsers(db: Db, userIds: string[], limit = 500) {
  return db
    .select({ payment: payments, programTitles: trainingPrograms.titles })
    .from(payments)
    .innerJoin(subs, eq(subs.id, payments.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(and(inArray(payments.userId, userIds)))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(limit);
}
