import { HOUSEHOLD_MESSAGES, type HouseholdChild } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { findGuardianship } from '../../lib/guardianship.repo.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findChildPayer, findHouseholdChild, setChildPayer } from './households.repo.ts';
import { getHousehold, householdOf } from './households.service.ts';

/**
 * `PUT /api/v1/household/children/{playerId}/payer { userId }`: the payer hands the role to another
 * guardian of the child (then the payer may, for instance, delete their account). The subscription
 * and its card stay as they are until the new payer changes them.
 */
export async function changePayer(
  ctx: ServiceContext,
  viewer: Viewer,
  playerId: string,
  userId: string,
): Promise<HouseholdChild> {
  const householdId = await householdOf(ctx.db, viewer);
  if (!(await findHouseholdChild(ctx.db, householdId, playerId)))
    throw notFound(HOUSEHOLD_MESSAGES.childNotFound);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const payer = await findChildPayer(db, playerId);
    if (payer !== viewer.id) throw forbidden(HOUSEHOLD_MESSAGES.onlyPayer);
    if (userId === payer) return;
    if (!(await findGuardianship(db, userId, playerId)).guardian) {
      throw fieldError('userId', HOUSEHOLD_MESSAGES.payerMustBeGuardian);
    }
    await setChildPayer(db, playerId, userId);
  });
  ctx.log.info({ playerId, from: viewer.id, to: userId }, 'payer role handed over');
  return (await getHousehold(ctx.db, viewer)).children.find((c) => c.playerId === playerId)!;
}
