import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ageGroups, clubs, players, users } from '../../db/schema/index.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

/**
 * The user's roles, locking the user row until the transaction ends: role changes (the manager
 * call) and player creation for one user then happen one after the other.
 */
export async function lockUserRoles(
  db: Db,
  userId: string,
): Promise<{ authorities: string[]; email: string; language: string } | null> {
  const [row] = await db
    .select({ authorities: users.authorities, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** The age group whose age range holds `age` (README, "Onboarding"). */
export async function findAgeGroupIdForAge(db: Db, age: number): Promise<string | null> {
  const [row] = await db
    .select({ id: ageGroups.id })
    .from(ageGroups)
    .where(and(lte(ageGroups.minAge, age), gte(ageGroups.maxAge, age)))
    .orderBy(ageGroups.sortOrder)
    .limit(1);
  return row?.id ?? null;
}

export async function findClubById(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, id));
  return row ?? null;
}

export async function findPlayerByUserId(db: Db, userId: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.userId, userId));
  return row ?? null;
}

/** One statement decides between concurrent creations for one user: the second gets nothing back. */
export async function insertPlayerIfAbsent(db: Db, row: NewPlayerRow, now: Date): Promise<PlayerRow | null> {
  const [inserted] = await db
    .insert(players)
    .values({ ...row, updatedAt: now })
    .onConflictDoNothing({ target: players.userId })
    .returning();
  return inserted ?? null;
}

/** The player row, locked until the transaction ends (a correction and a creation of a request do not interleave). */
export async function lockPlayer(db: Db, id: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).for('update');
  return row ?? null;
}

export async function updatePlayerRow(
  db: Db,
  id: string,
  patch: Partial<NewPlayerRow>,
  now: Date,
): Promise<PlayerRow> {
  const [row] = await db
    .update(players)
    .set({ ...patch, updatedAt: now })
    .where(eq(players.id, id))
    .returning();
  return row!;
}

/** The IANA time zone of a user (ages and birthdays are counted in it); null when none is stored. */
export async function findUserTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? null;
}

/** The IANA time zone of a player's user; null when none is stored. */
export async function findPlayerTimeZone(db: Db, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row?.timeZone ?? null;
}
