import { type HouseholdPayment, HOUSEHOLD_MESSAGES, type Language } from '@academy/contract';
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
import { forbidden } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { paymentsJson } from './payments.service.ts';

/** The children a user pays for: their player, user and first name. */
async function listChildrenPaidBy(db: Db, payerId: string) {
  return db
    .select({ playerId: players.id, userId: players.userId, firstName: users.firstName })
    .from(childPayers)
    .innerJoin(players, eq(players.id, childPayers.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(childPayers.userId, payerId));
}

/** The payments of the children's accounts, newest first, with the program each paid for. */
async function listPaymentsOfUsers(db: Db, userIds: string[], limit = 500) {
  return db
    .select({ payment: payments, programTitles: trainingPrograms.titles })
    .from(payments)
    .innerJoin(subs, eq(subs.id, payments.subscriptionId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(and(inArray(payments.userId, userIds)))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(limit);
}

/**
 * `GET /api/v1/billing/household-payments` (a payer): one receipt list for every child they pay
 * for (one customer at the provider pays them all). A guardian who pays for no child: 403 `Only the
 * payer can do this`; anyone else: 403 `Access is denied`.
 */
export async function listHouseholdPayments(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  viewer: Viewer,
  language: Language,
): Promise<HouseholdPayment[]> {
  if (!viewer.authorities.includes('ROLE_GUARDIAN') || viewer.householdManaged) throw forbidden();
  const children = await listChildrenPaidBy(ctx.db, viewer.id);
  if (children.length === 0) throw forbidden(HOUSEHOLD_MESSAGES.onlyPayer);
  const rows = await listPaymentsOfUsers(
    ctx.db,
    children.map((c) => c.userId),
  );
  const json = await paymentsJson(ctx, rows, language);
  const byUser = new Map(children.map((c) => [c.userId, c]));
  return json.map((payment, i) => {
    const child = byUser.get(rows[i]!.payment.userId)!;
    return { ...payment, playerId: child.playerId, childName: child.firstName };
  });
}
