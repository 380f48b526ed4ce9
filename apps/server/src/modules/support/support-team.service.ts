import { ADMIN_MESSAGES, STAFF_MESSAGES, type SupportInboxMessage } from '@academy/contract';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { getSupportInboxMessage } from './support-inbox.service.ts';
import {
  findLastNoteBy,
  findUserAuthorities,
  insertNote,
  lockSupportMessage,
  setAssignee,
} from './support-team.repo.ts';

const ADMIN_AUTHORITIES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/**
 * `PUT /api/v1/admin/support-messages/{id}/assignee { assigneeId }`: an admin (or nobody) looks after
 * the message. The change and its audit record are one transaction; the same assignee twice records
 * nothing.
 */
export async function assignSupportMessage(
  ctx: ServiceContext,
  actorId: string,
  id: string,
  assigneeId: string | null,
): Promise<SupportInboxMessage> {
  await ctx.db.transaction(async (tx) => {
    const message = await lockSupportMessage(tx, id);
    if (!message) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
    if (assigneeId) {
      const authorities = await findUserAuthorities(tx, assigneeId);
      if (!authorities?.some((r) => ADMIN_AUTHORITIES.includes(r))) {
        throw fieldError('assigneeId', STAFF_MESSAGES.assigneeNotAdmin);
      }
    }
    if (message.assigneeId === assigneeId) return;
    await setAssignee(tx, id, assigneeId);
    await recordAuditEvent(tx, {
      actorId,
      action: 'support.assign',
      targetType: 'support-message',
      targetId: id,
      detail: {
        reference: message.referenceNumber,
        before: { assigneeId: message.assigneeId },
        after: { assigneeId },
      },
    });
  });
  return getSupportInboxMessage(ctx.db, id);
}

/**
 * `POST /api/v1/admin/support-messages/{id}/notes { text }`: an internal note for the team. It is
 * never mailed and never part of what the sender sees; audited without its text.
 */
export async function addSupportNote(
  ctx: ServiceContext,
  authorId: string,
  id: string,
  text: string,
): Promise<SupportInboxMessage> {
  await ctx.db.transaction(async (tx) => {
    const message = await lockSupportMessage(tx, id);
    if (!message) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
    // The message row is locked: a second tap of the same note waits, then finds it.
    if ((await findLastNoteBy(tx, id, authorId))?.text === text) return;
    const note = await insertNote(tx, { supportMessageId: id, authorId, text });
    await recordAuditEvent(tx, {
      actorId: authorId,
      action: 'support.note',
      targetType: 'support-message',
      targetId: id,
      detail: { reference: message.referenceNumber, after: { noteId: note.id } },
    });
  });
  return getSupportInboxMessage(ctx.db, id);
}
