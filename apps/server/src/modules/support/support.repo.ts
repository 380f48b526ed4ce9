import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { sqlNow } from '../../lib/clock.ts';
import type { Db } from '../../db/client.ts';
import { supportMessages, supportReplies, users } from '../../db/schema/index.ts';

export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportReplyRow = typeof supportReplies.$inferSelect & { authorEmail: string | null };

export async function insertSupportMessage(
  db: Db,
  row: typeof supportMessages.$inferInsert,
): Promise<SupportMessageRow> {
  const [created] = await db.insert(supportMessages).values(row).returning();
  return created!;
}

export async function markSupportMessageMailed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(supportMessages).set({ mailedAt: now }).where(eq(supportMessages.id, id));
}

export async function markSupportMessageAcknowledged(db: Db, id: string, now: Date): Promise<void> {
  await db.update(supportMessages).set({ acknowledgedAt: now }).where(eq(supportMessages.id, id));
}

export interface SupportInboxFilter {
  status: 'OPEN' | 'ANSWERED' | 'ALL';
  page: number;
  size: number;
  /** Words of the subject, the message or the sender's address, or a reference (`#1042`). */
  query?: string;
  /** An admin's id, or `NONE` for messages nobody looks after. */
  assigneeId?: string;
}

function inboxConditions(filter: SupportInboxFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.status !== 'ALL') where.push(eq(supportMessages.status, filter.status));
  if (filter.assigneeId === 'NONE') where.push(isNull(supportMessages.assigneeId));
  else if (filter.assigneeId) where.push(eq(supportMessages.assigneeId, filter.assigneeId));
  const query = filter.query?.trim();
  if (query) {
    const reference = /^#?(\d{1,12})$/.exec(query);
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(supportMessages.subject, pattern),
        ilike(supportMessages.message, pattern),
        ilike(supportMessages.email, pattern),
        reference ? eq(supportMessages.referenceNumber, Number(reference[1])) : undefined,
      ),
    );
  }
  return where.length ? and(...where) : undefined;
}

/** One page of the inbox: OPEN oldest first (the queue), ANSWERED (and ALL) newest first. */
export async function findSupportMessages(
  db: Db,
  filter: SupportInboxFilter,
): Promise<{ rows: SupportMessageRow[]; total: number }> {
  const where = inboxConditions(filter);
  const order =
    filter.status === 'OPEN'
      ? [asc(supportMessages.createdAt), asc(supportMessages.id)]
      : filter.status === 'ANSWERED'
        ? [desc(supportMessages.answeredAt), desc(supportMessages.id)]
        : [desc(supportMessages.createdAt), desc(supportMessages.id)];
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(...order)
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(supportMessages).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findSupportMessageById(db: Db, id: string): Promise<SupportMessageRow | null> {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id)).limit(1);
  return row ?? null;
}

/** The replies of these messages, oldest first, with their author's e-mail. */
export async function findRepliesOf(db: Db, messageIds: string[]): Promise<SupportReplyRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: supportReplies.id,
      supportMessageId: supportReplies.supportMessageId,
      authorId: supportReplies.authorId,
      text: supportReplies.text,
      mailedAt: supportReplies.mailedAt,
      createdAt: supportReplies.createdAt,
      authorEmail: users.email,
    })
    .from(supportReplies)
    .leftJoin(users, eq(users.id, supportReplies.authorId))
    .where(inArray(supportReplies.supportMessageId, messageIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

/** Keeps the reply with the message and marks the message ANSWERED (the first answer's time stays). */
export async function insertReplyAndAnswer(
  db: Db,
  reply: { supportMessageId: string; authorId: string; text: string },
  now: Date,
): Promise<typeof supportReplies.$inferSelect> {
  const [created] = await db.insert(supportReplies).values(reply).returning();
  await db
    .update(supportMessages)
    .set({ status: 'ANSWERED', answeredAt: sql`coalesce(${supportMessages.answeredAt}, ${sqlNow(now)})` })
    .where(eq(supportMessages.id, reply.supportMessageId));
  return created!;
}

export async function markReplyMailed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(supportReplies).set({ mailedAt: now }).where(eq(supportReplies.id, id));
}

/** Messages waiting for an answer (the console's overview). */
export async function countOpenSupportMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(eq(supportMessages.status, 'OPEN'));
  return row?.n ?? 0;
}
