import { and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

const targets = alias(users, 'target_users');

export interface AuditFilter {
  page: number;
  size: number;
  targetId?: string;
  actorId?: string;
  /** A whole action (`user.role`) or its family (`user`). */
  action?: string;
  targetEmail?: string;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.targetId) where.push(eq(auditEvents.targetId, filter.targetId));
  if (filter.actorId) where.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.action) {
    // `%` and `_` cannot come in (the contract allows letters, dots and hyphens only).
    where.push(or(eq(auditEvents.action, filter.action), like(auditEvents.action, `${filter.action}.%`)));
  }
  if (filter.targetEmail) {
    // The trail keeps ids: an address finds its live account's id (a deleted user's is gone).
    const ids = sql`(select ${users.id}::text from ${users} where lower(${users.email}) = lower(${filter.targetEmail}))`;
    where.push(inArray(auditEvents.targetId, ids));
  }
  return where.length ? and(...where) : undefined;
}

/** One page of the audit trail, newest first, filtered by target, actor and action. Reading only. */
export async function findAuditEvents(db: Db, filter: AuditFilter) {
  const where = conditions(filter);
  const rows = await db
    .select({
      event: auditEvents,
      actorEmail: users.email,
      targetEmail: targets.email,
      targetExists: sql<boolean>`${targets.id} is not null`,
    })
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
