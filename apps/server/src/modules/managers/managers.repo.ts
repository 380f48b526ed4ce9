import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { managers, players, users } from '../../db/schema/index.ts';

export type ManagerRow = typeof managers.$inferSelect;
export type NewManagerRow = typeof managers.$inferInsert;

/**
 * The user's roles and whether a player profile or manager record exists, locking the user row
 * until the transaction ends, so a role change and a player creation for one user never interleave.
 */
export async function lockUserForManager(
  db: Db,
  userId: string,
): Promise<{ authorities: string[]; hasPlayer: boolean; hasManager: boolean } | null> {
  // Tables are named in the subqueries: drizzle leaves a column unqualified inside `sql`, where
  // "user_id" = "id" would compare the subquery's own columns.
  const [row] = await db
    .select({
      authorities: users.authorities,
      hasPlayer: sql<boolean>`exists (select 1 from ${players} where ${players}."user_id" = ${users}."id")`,
      hasManager: sql<boolean>`exists (select 1 from ${managers} where ${managers}."user_id" = ${users}."id")`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ? { ...row, hasPlayer: Boolean(row.hasPlayer), hasManager: Boolean(row.hasManager) } : null;
}

export async function setAuthorities(
  db: Db,
  userId: string,
  authorities: string[],
  now: Date,
): Promise<void> {
  await db.update(users).set({ authorities, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertManagerIfAbsent(db: Db, row: NewManagerRow): Promise<ManagerRow | null> {
  const [inserted] = await db
    .insert(managers)
    .values(row)
    .onConflictDoNothing({ target: managers.userId })
    .returning();
  return inserted ?? null;
}

/** The user's manager record, locked until the transaction ends (a correction reads, then writes). */
export async function lockManagerOfUser(db: Db, userId: string): Promise<ManagerRow | null> {
  const [row] = await db.select().from(managers).where(eq(managers.userId, userId)).for('update');
  return row ?? null;
}

/** Rewrites the coach's own fields; the team code and the user stay. */
export async function updateManagerRow(
  db: Db,
  id: string,
  patch: Pick<
    NewManagerRow,
    'company' | 'gender' | 'latitude' | 'longitude' | 'locationLabel' | 'teamName' | 'teamAgeGroupId'
  >,
  now: Date,
): Promise<ManagerRow> {
  const [row] = await db
    .update(managers)
    .set({ ...patch, updatedAt: now })
    .where(eq(managers.id, id))
    .returning();
  return row!;
}
