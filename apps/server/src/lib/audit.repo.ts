import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

/** One console change. `detail` carries `before` and `after` (never a password, token or code). */
export interface AuditEventInput {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Appends to the audit trail. Pass the transaction that makes the change, so the change and its
 * record commit (or fail) together. Shared by every module whose calls an admin makes.
 */
export async function recordAuditEvent(db: Db, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({ ...event, detail: event.detail ?? {} });
}

/** The newest event of `action` on a target (e.g. the status an account had before it was disabled). */
export async function findLastAuditEvent(db: Db, action: string, targetId: string) {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1);
  return row ?? null;
}
