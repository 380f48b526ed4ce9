import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

const targets = alias(users, 'target_users');

/** One page of the audit trail, newest first, optionally about one target. Reading only. */
export async function findAuditEvents(db: Db, filter: { page: number; size: number; targetId?: string }) {
  const where = filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined;
  const rows = await db
    .select({ event: auditEvents, actorEmail: users.email, targetEmail: targets.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    // The trail keeps ids only: a deleted user's address is gone from it with the account.
    .leftJoin(
      targets,
      and(eq(auditEvents.targetType, 'user'), eq(sql`${targets.id}::text`, auditEvents.targetId)),
    )
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where);
  return { rows, total: count?.n ?? 0 };
}
