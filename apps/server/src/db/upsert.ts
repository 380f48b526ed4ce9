import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * The "write only what changed" half of an upsert: `onConflictDoUpdate({ target, ...onlyChanged(…) })`.
 * The `columns` of `table` take the values of the row that was to be inserted, and only where one of
 * them differs (`is distinct from`, so a null counts), so an unchanged row is not written at all;
 * `alsoSet` (e.g. `updatedAt: sql\`now()\``) goes along with a change but is not compared.
 */
export function onlyChanged<T extends PgTable>(
  table: T,
  columns: readonly (keyof T['$inferInsert'] & keyof T['_']['columns'] & string)[],
  alsoSet: PgUpdateSetSource<T> = {},
): { set: PgUpdateSetSource<T>; setWhere: SQL } {
  const all = getTableColumns(table);
  const current = columns.map((key) => all[key]!);
  const incoming = current.map((column) => sql`excluded.${sql.identifier(column.name)}`);
  return {
    set: { ...Object.fromEntries(columns.map((key, i) => [key, incoming[i]])), ...alsoSet },
    setWhere: sql`(${sql.join(current, sql`, `)}) is distinct from (${sql.join(incoming, sql`, `)})`,
  };
}
