import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { managers, players, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

/** A user with the flags of the user JSON: `player`/`manager` once that record exists. */
export interface UserWithFlags {
  user: UserRow;
  player: boolean;
  manager: boolean;
}

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

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Db, e164: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phoneE164, e164)).limit(1);
  return row ?? null;
}

// Qualified by hand: inside a subquery drizzle would print bare column names, and "id" would bind to the inner table.
const flagColumns = {
  user: users,
  player: sql<boolean>`exists (select 1 from ${players} where ${players}."user_id" = ${users}."id")`,
  manager: sql<boolean>`exists (select 1 from ${managers} where ${managers}."user_id" = ${users}."id")`,
};

async function selectWithFlags(db: Db, where: SQL | undefined): Promise<UserWithFlags[]> {
  return db.select(flagColumns).from(users).where(where).orderBy(asc(users.createdAt), asc(users.id));
}

export async function findUserWithFlags(db: Db, id: string): Promise<UserWithFlags | null> {
  const [row] = await selectWithFlags(db, eq(users.id, id));
  return row ?? null;
}

/** Users holding ROLE_ADMIN or ROLE_SUPER_ADMIN, oldest first. */
export async function listAdminUsers(db: Db): Promise<UserWithFlags[]> {
  return selectWithFlags(db, sql`${users.authorities} && array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']::text[]`);
}

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Gives a role to a user who has none yet; false when a role was set meanwhile (the "once" rule). */
export async function setFirstAuthority(db: Db, id: string, authority: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ authorities: [authority], updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`cardinality(${users.authorities}) = 0`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** NON_VERIFIED → ACTIVE; a disabled account stays disabled. */
export async function activateUser(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.status, 'NON_VERIFIED')));
}
