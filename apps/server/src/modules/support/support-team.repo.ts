import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportMessages, supportNotes, users } from '../../db/schema/index.ts';

export type SupportNoteRow = typeof supportNotes.$inferSelect & { authorEmail: string | null };

/** The internal notes of these messages, oldest first, with their author's e-mail. */
export async function findNotesOf(db: Db, messageIds: string[]): Promise<SupportNoteRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: supportNotes.id,
      supportMessageId: supportNotes.supportMessageId,
      authorId: supportNotes.authorId,
      text: supportNotes.text,
      createdAt: supportNotes.createdAt,
      authorEmail: users.email,
    })
    .from(supportNotes)
    .leftJoin(users, eq(users.id, supportNotes.authorId))
    .where(inArray(supportNotes.supportMessageId, messageIds))
    .orderBy(asc(supportNotes.createdAt), asc(supportNotes.id));
}

export async function insertNote(
  db: Db,
  note: { supportMessageId: string; authorId: string; text: string },
): Promise<typeof supportNotes.$inferSelect> {
  const [created] = await db.insert(supportNotes).values(note).returning();
  return created!;
}

/** The e-mail addresses of these users (assignees). */
export async function findEmailsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The message, locked for its assignment change. */
export async function lockSupportMessage(db: Db, id: string) {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update');
  return row ?? null;
}

export async function setAssignee(db: Db, id: string, assigneeId: string | null): Promise<void> {
  await db.update(supportMessages).set({ assigneeId }).where(eq(supportMessages.id, id));
}

export async function findUserAuthorities(db: Db, id: string): Promise<string[] | null> {
  const [row] = await db.select({ authorities: users.authorities }).from(users).where(eq(users.id, id));
  return row?.authorities ?? null;
}

/** The author's newest note on a message (a double tap of the same note adds it once). */
export async function findLastNoteBy(db: Db, supportMessageId: string, authorId: string) {
  const [row] = await db
    .select()
    .from(supportNotes)
    .where(and(eq(supportNotes.supportMessageId, supportMessageId), eq(supportNotes.authorId, authorId)))
    .orderBy(desc(supportNotes.createdAt), desc(supportNotes.id))
    .limit(1);
  return row ?? null;
}
