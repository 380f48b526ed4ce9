import { asc, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs } from '../../db/schema/index.ts';

export type ClubRow = typeof clubs.$inferSelect;

/** LIKE's own wildcards in a search are plain characters (backslash is PostgreSQL's default escape). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Clubs whose name key contains `nameKey`, in name order. The order walks the unique `name_key`
 * index; a contains-match cannot use a btree, which at this table's size (thousands) is a fast scan.
 */
export async function findClubs(
  db: Db,
  options: { nameKey?: string; direction: 'ASC' | 'DESC'; limit: number; offset: number },
): Promise<{ rows: Pick<ClubRow, 'id' | 'name'>[]; total: number }> {
  const where = options.nameKey ? like(clubs.nameKey, containsPattern(options.nameKey)) : undefined;
  const order = options.direction === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(where)
      .orderBy(order(clubs.nameKey), order(clubs.name), order(clubs.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(clubs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findClubByNameKey(db: Db, nameKey: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.nameKey, nameKey));
  return row;
}

/**
 * Inserts the club unless one with the same name key exists. One statement, so concurrent calls
 * for the same name wait on the unique index and exactly one of them inserts.
 */
export async function insertClubIfAbsent(
  db: Db,
  club: { name: string; nameKey: string; createdBy: string | null },
): Promise<ClubRow | undefined> {
  const [row] = await db
    .insert(clubs)
    .values(club)
    .onConflictDoNothing({ target: clubs.nameKey })
    .returning();
  return row;
}
