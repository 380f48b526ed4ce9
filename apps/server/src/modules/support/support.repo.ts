import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/index.ts';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertSupportMessage(
  db: Db,
  row: typeof supportMessages.$inferInsert,
): Promise<SupportMessageRow> {
  const [created] = await db.insert(supportMessages).values(row).returning();
  return created!;
}

export async function markSupportMessageMailed(db: Db, id: string): Promise<void> {
  await db.update(supportMessages).set({ mailedAt: sql`now()` }).where(eq(supportMessages.id, id));
}
