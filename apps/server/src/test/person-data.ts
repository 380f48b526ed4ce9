import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table of the schema (migrations bookkeeping aside). */
export async function allTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'
      order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * The tables whose rows contain any of `needles` (ids, e-mail, phone, names) anywhere in any column,
 * with how many rows: what a deletion must leave empty.
 */
export async function rowsMentioning(db: Db, needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await allTables(db)) {
    const conditions = sql.join(
      needles.map((n) => sql`lower(to_jsonb(t)::text) like ${`%${n.toLowerCase()}%`}`),
      sql` or `,
    );
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} t where ${conditions}`,
    );
    if (row && row.n > 0) found[table] = row.n;
  }
  return found;
}

/**
 * The tables that hold a person's data: a `user_id` or `player_id` column, or a foreign key leading
 * (through any chain) to `users` or `players`.
 */
export async function tablesHoldingPersonData(db: Db): Promise<string[]> {
  const edges = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select c.conrelid::regclass::text as "from", c.confrelid::regclass::text as "to"
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const columns = await rowsOf<{ table: string }>(
    db,
    sql`select distinct table_name as "table" from information_schema.columns
      where table_schema = current_schema() and column_name in ('user_id', 'player_id')`,
  );
  const holding = new Set<string>(['users', 'players', ...columns.map((c) => c.table)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const edge of edges) {
      const from = edge.from.replace(/"/g, '');
      const to = edge.to.replace(/"/g, '');
      // Shared content (programs, age groups, clubs) is pointed at by person rows, not the other way.
      if (holding.has(to) && !holding.has(from)) {
        holding.add(from);
        grew = true;
      }
    }
  }
  return [...holding].sort();
}
