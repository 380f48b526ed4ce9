import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  childPayers,
  payments,
  players,
  playerTrainingProgramSubscriptions as subs,
  trainingPrograms,
  users,
} from '../../../db/schema/index.ts';

/** The children a user pays for: their player, user and first name. */
export async function listChildrenPaidBy(db: Db, payerId: string) {
  return db
    .select({ playerId: players.id, userId: players.userId, firstName: users.firstName })
    .from(childPayers)
    .innerJoin(players, eq(players.id, childPayers.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(childPayers.userId, payerId));
}

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
