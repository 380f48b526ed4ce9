import type { Db } from '../db/client.ts';
import { recordAuditEvent } from './audit.repo.ts';
import { accessTo, type PlayerAction, type Subject } from './player-access.ts';
import { isAdmin, type ViewerOf } from './viewer.ts';

/** What an admin changed: the action's name, its target and the values before and after. */
export interface AdminWrite {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Every write by an admin to another user's data is in the audit trail (Trust, round 3): records
 * `write` when `actor` was let in to `subject` only AS an admin (not as the player, the payer or a
 * guardian). Call it after the write succeeded, with the transaction when there is one. Ids only,
 * never an address, a password or a code.
 */
export async function auditAdminWrite(
  db: Db,
  actor: ViewerOf,
  action: PlayerAction,
  subject: Subject,
  write: AdminWrite,
): Promise<void> {
  if (!isAdmin(actor) || subject.userId === actor.id) return;
  const access = await accessTo(db, actor, action, subject);
  if (access?.as !== 'admin') return;
  await recordAuditEvent(db, {
    actorId: actor.id,
    action: write.action,
    targetType: write.targetType,
    targetId: write.targetId,
    detail: {
      subjectUserId: subject.userId,
      playerId: subject.playerId,
      before: write.before ?? null,
      after: write.after ?? null,
    },
  });
}
