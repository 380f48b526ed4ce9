import {
  ADMIN_MESSAGES,
  type Language,
  type SupportInboxMessage,
  type SupportInboxPage,
  type SupportStatus,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { supportMail } from './support.mail.ts';
import {
  findRepliesOf,
  findSupportMessageById,
  findSupportMessages,
  insertReplyAndAnswer,
  markReplyMailed,
  type SupportMessageRow,
  type SupportReplyRow,
} from './support.repo.ts';

export { countOpenSupportMessages } from './support.repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toInboxJson(row: SupportMessageRow, replies: SupportReplyRow[]): SupportInboxMessage {
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
  };
}

/** The console's inbox: one page of OPEN (oldest first) or ANSWERED (newest first) messages. */
export async function listSupportInbox(
  db: Db,
  filter: { status: SupportStatus; page: number; size: number },
): Promise<SupportInboxPage> {
  const { rows, total } = await findSupportMessages(db, filter);
  const replies = await findRepliesOf(
    db,
    rows.map((r) => r.id),
  );
  return { content: rows.map((row) => toInboxJson(row, replies)), totalElements: total };
}

export async function getSupportInboxMessage(db: Db, id: string): Promise<SupportInboxMessage> {
  const row = await findSupportMessageById(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
  return toInboxJson(row, await findRepliesOf(db, [id]));
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
    const txDb = tx as unknown as Db;
    const found = await findSupportMessageById(txDb, id);
    if (!found) throw notFound(ADMIN_MESSAGES.supportMessageNotFound);
    const created = await insertReplyAndAnswer(
      txDb,
      { supportMessageId: id, authorId, text },
      ctx.clock.now(),
    );
    await recordAuditEvent(txDb, {
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
