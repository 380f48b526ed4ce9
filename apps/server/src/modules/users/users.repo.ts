import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** By e-mail (case-insensitive) or by full international phone number. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const value = username.trim();
  const condition = value.startsWith('+')
    ? eq(users.phoneE164, value.replace(/[\s()-]/g, ''))
    : sql`lower(${users.email}) = lower(${value})`;
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row ?? null;
}
