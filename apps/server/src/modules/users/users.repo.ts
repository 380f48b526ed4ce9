import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
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

/** By e-mail (case-insensitive) or by full international phone number (a verified one only). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const value = username.trim();
  const condition = value.startsWith('+')
    ? and(eq(users.phoneE164, value.replace(/[\s()-]/g, '')), isNotNull(users.phoneVerifiedAt))
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

/** The account whose VERIFIED number this is (an unverified number is nobody's sign-in name). */
export async function findUserByPhone(db: Db, e164: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row ?? null;
}

/** Marks the account's number verified if it is still `e164`; false when the number changed meanwhile. */
export async function markPhoneVerified(db: Db, id: string, e164: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.phoneE164, e164)))
    .returning({ id: users.id });
  return rows.length === 1;
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

const userWithFlags = preparedFor((db) =>
  db
    .select(flagColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_with_flags'),
);

/** A user with whether they have a player and a manager profile (the user read, not in the cache). */
export async function findUserWithFlags(db: Db, id: string): Promise<UserWithFlags | null> {
  const [row] = await userWithFlags(db).execute({ id });
  return row ?? null;
}

/** Users holding ROLE_ADMIN or ROLE_SUPER_ADMIN, oldest first. */
export async function listAdminUsers(db: Db): Promise<UserWithFlags[]> {
  return selectWithFlags(db, sql`${users.authorities} && array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']::text[]`);
}

export async function updateUser(db: Db, id: string, patch: UserPatch, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Gives a role to a user who has none yet; false when a role was set meanwhile (the "once" rule). */
export async function setFirstAuthority(db: Db, id: string, authority: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ authorities: [authority], updatedAt: now })
    .where(and(eq(users.id, id), sql`cardinality(${users.authorities}) = 0`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** NON_VERIFIED → ACTIVE; a disabled account stays disabled. */
export async function activateUser(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(and(eq(users.id, id), eq(users.status, 'NON_VERIFIED')));
}

export interface UserSearch {
  /** Matches e-mail, "first last" name or phone (digits), in any case. */
  query?: string;
  role?: string;
  status?: UserRow['status'];
  page: number;
  size: number;
}

/** `%` and `_` in a search are plain characters. */
function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The console's user search: newest first, one page, and the count of every match. */
export async function searchUsers(
  db: Db,
  search: UserSearch,
): Promise<{ rows: UserWithFlags[]; total: number }> {
  const conditions: SQL[] = [];
  const query = search.query?.trim();
  if (query) {
    const pattern = likePattern(query.toLowerCase());
    const digits = query.replace(/[^\d]/g, '');
    const matches = [
      sql`lower(${users.email}) like ${pattern}`,
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    ];
    if (digits.length >= 3) {
      // "070 123", "+46 70123…" and "70123" all find +46701234567 (national numbers drop the trunk 0).
      matches.push(sql`${users.phoneE164} like ${likePattern(digits.replace(/^0+/, ''))}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (search.role) conditions.push(sql`${search.role} = any(${users.authorities})`);
  if (search.status) conditions.push(eq(users.status, search.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select(flagColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(search.size)
    .offset(search.page * search.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Locks the user row for a change made in a transaction (the console's status change). */
export async function lockUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Pending → on, once: false when two-factor is on already or was never started (a concurrent confirm won). */
export async function turnOnTwoFactor(db: Db, id: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFaEnabled: true, totpLastStep: step, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.twoFaEnabled, false), sql`${users.totpSecret} is not null`))
    .returning({ id: users.id });
  return rows.length === 1;
}
