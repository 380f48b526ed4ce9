import type { AdminStats, AuditEventPage } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { countOpenSupportMessages } from '../support/support-inbox.service.ts';
import { findAuditEvents } from './audit.repo.ts';
import { countOverview, sumMonthlyRecurringRevenue } from './stats.repo.ts';

/** `GET /api/v1/admin/stats`: the console's overview. */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const [counts, mrr, open] = await Promise.all([
    countOverview(db),
    sumMonthlyRecurringRevenue(db),
    countOpenSupportMessages(db),
  ]);
  return {
    users: counts.users,
    players: counts.players,
    activeSubscriptions: counts.active,
    billedSubscriptions: counts.billed,
    monthlyRecurringRevenue: mrr,
    supportMessagesOpen: open,
  };
}

/** `GET /api/v1/admin/audit-events`: newest first. */
export async function listAuditEvents(
  db: Db,
  filter: { page: number; size: number; targetId?: string },
): Promise<AuditEventPage> {
  const { rows, total } = await findAuditEvents(db, filter);
  return {
    content: rows.map(({ event, actorEmail }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorId: event.actorId,
      actorEmail,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      detail: event.detail,
    })),
    totalElements: total,
  };
}
