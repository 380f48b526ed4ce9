import { type AdminStats, type AuditEventPage, priceRegionOf } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { countryCodeAt } from '../../integrations/geo/country-at.ts';
import { countOpenSupportMessages } from '../support/support-inbox.service.ts';
import { type AuditFilter, findAuditEvents } from './audit.repo.ts';
import { sumRevenueSince } from './revenue.repo.ts';
import { countOverview, findBilledSubscriptionFees } from './stats.repo.ts';

/** `GET /api/v1/admin/stats`: the console's overview. */
export async function getAdminStats(db: Db, now: Date): Promise<AdminStats> {
  const [counts, mrr, open, revenue] = await Promise.all([
    countOverview(db),
    findBilledSubscriptionFees(db).then(sumMonthlyRecurringRevenue),
    countOpenSupportMessages(db),
    sumRevenueSince(db, now),
  ]);
  return {
    users: counts.users,
    players: counts.players,
    activeSubscriptions: counts.active,
    billedSubscriptions: counts.billed,
    monthlyRecurringRevenue: mrr,
    revenueLast30Days: revenue,
    supportMessagesOpen: open,
  };
}

/**
 * Monthly recurring revenue per currency, in minor units: each billed subscription at the fee it is charged
 * (its fixed price region's, else the player's, as checkout decides it; the fee before a change given notice
 * of until that change takes effect), a yearly fee counted as a twelfth.
 */
async function sumMonthlyRecurringRevenue(
  rows: Awaited<ReturnType<typeof findBilledSubscriptionFees>>,
): Promise<AdminStats['monthlyRecurringRevenue']> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const region = row.priceRegion ?? priceRegionOf(await countryCodeAt(row.latitude, row.longitude));
    // A fee change not yet in effect: the subscription is still charged the fee before it.
    const pending = row.pending?.region === region ? row.pending : null;
    const fee =
      pending ?? row.fees.find((f) => f.region === region) ?? row.fees.find((f) => f.region === 'DEFAULT');
    if (!fee) continue;
    const monthly = row.paymentModel === 'YEARLY' ? Math.round(fee.amount / 12) : fee.amount;
    totals.set(fee.currency, (totals.get(fee.currency) ?? 0) + monthly);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
}

/** The words the actor gave for a change, under whichever name the action keeps them. */
function reasonOf(detail: Record<string, unknown>): string | null {
  for (const key of ['reason', 'identityCheck', 'note']) {
    const value = detail[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** `GET /api/v1/admin/audit-events`: newest first. */
export async function listAuditEvents(db: Db, filter: AuditFilter): Promise<AuditEventPage> {
  const { rows, total } = await findAuditEvents(db, filter);
  return {
    content: rows.map(({ event, actorEmail, targetEmail, targetExists }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorId: event.actorId,
      actorEmail,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      targetEmail: targetEmail ?? null,
      targetDeleted: event.targetType === 'user' && !!event.targetId && !targetExists,
      reason: reasonOf(event.detail),
      detail: event.detail,
    })),
    totalElements: total,
  };
}
