import { type HouseholdPayment, HOUSEHOLD_MESSAGES, type Language } from '@academy/contract';
import { forbidden } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { listChildrenPaidBy } from '../../../lib/guardianship.repo.ts';
import { listPaymentsOfUsers } from './household-payments.repo.ts';
import { paymentsJson } from './payments.service.ts';

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
