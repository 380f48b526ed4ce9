import {
  ADMIN_MESSAGES,
  type Language,
  type SupportInboxMessage,
  type SupportInboxPage,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { supportMail } from './support.mail.ts';
import { findEmailsOf, findNotesOf, type SupportNoteRow } from './support-team.repo.ts';
import {
  findRepliesOf,
  findSupportMessageById,
  findSupportMessages,
  insertReplyAndAnswer,
  markReplyMailed,
  type SupportInboxFilter,
  type SupportMessageRow,
  type SupportReplyRow,
} from './support.repo.ts';

export { countOpenSupportMessages } from './support.repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

interface Related {
  replies: SupportReplyRow[];
  notes: SupportNoteRow[];
  assignees: Map<string, string>;
}

async function relatedOf(db: Db, rows: SupportMessageRow[]): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const assigneeIds = [...new Set(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])))];
  const [replies, notes, assignees] = await Promise.all([
    findRepliesOf(db, ids),
    findNotesOf(db, ids),
    findEmailsOf(db, assigneeIds),
  ]);
  return { replies, notes, assignees };
}

function toInboxJson(row: SupportMessageRow, { replies, notes, assignees }: Related): SupportInboxMessage {
  return {
    id: row.id,
    reference: row.referenceNumber ?? 0,
    email: row.email,
    userId: row.userId,
    subject: row.subject,
    message: row.message,
    language: (['en', 'sv', 'fr', 'pt'].includes(row.language) ? row.language : 'en') as Language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    replies: replies
      .filter((r) => r.supportMessageId === row.id)
      .map((r) => ({
        id: r.id,
        text: r.text,
        authorId: r.authorId,
        authorEmail: r.authorEmail,
        createdAt: r.createdAt.toISOString(),
        mailedAt: iso(r.mailedAt),
      })),
    assigneeId: row.assigneeId,
    assigneeEmail: row.assigneeId ? (assignees.get(row.assigneeId) ?? null) : null,
    notes: notes
      .filter((n) => n.supportMessageId === row.id)
      .map((n) => ({
        id: n.id,
        text: n.text,
        authorId: n.authorId,
        authorEmail: n.authorEmail,
        createdAt: n.createdAt.toISOString(),
      })),
  };
}

/**
 * The console's inbox: one page of OPEN (oldest first), ANSWERED or ALL (newest first) messages,
 * searched by words or reference and by assignee.
 */
export async function listSupportInbox(db: Db, filter: SupportInboxFilter): Promise<SupportInboxPage> {
  const { rows, total } = await findSupportMessages(db, filter);
  const related = await relatedOf(db, rows);
  return { content: rows.map((row) => toInboxJson(row, related)), totalElements: total };
}

export async function getSupportInboxMessage(db: Db, id: string): Promise<SupportInboxMessage> {
  const row = await findSupportMessageById(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
  return toInboxJson(row, await relatedOf(db, [row]));
}

/**
 * Keeps the reply with the message, marks it ANSWERED and records it in the audit trail (one
 * transaction), then mails the sender in the message's language. A failed mail leaves the reply with
 * `mailedAt: null`, which the console shows.
 */
export async function replyToSupportMessage(
  ctx: ServiceContext,
  authorId: string,
  id: string,
  text: string,
): Promise<SupportInboxMessage> {
  const { message, reply } = await ctx.db.transaction(async (tx) => {
    const found = await findSupportMessageById(tx, id);
    if (!found) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
    const created = await insertReplyAndAnswer(tx, { supportMessageId: id, authorId, text }, ctx.clock.now());
    await recordAuditEvent(tx, {
      actorId: authorId,
      action: 'support.reply',
      targetType: 'support-message',
      targetId: id,
      detail: {
        reference: found.referenceNumber,
        before: { status: found.status },
        after: { status: 'ANSWERED', replyId: created.id },
      },
    });
    return { message: found, reply: created };
  });
  try {
    await ctx.mailer.send(
      supportMail(
        'REPLY',
        message.language,
        message.email,
        { reference: message.referenceNumber ?? 0, subject: message.subject, reply: text },
        ctx.config.supportEmail,
      ),
    );
    await markReplyMailed(ctx.db, reply.id, ctx.clock.now());
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: id }, 'support reply stored but not mailed');
  }
  return getSupportInboxMessage(ctx.db, id);
}
