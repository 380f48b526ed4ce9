import type { Db } from './client.ts';

/**
 * A prepared statement made once per database handle (a server has one; tests and transactions
 * have their own). On PostgreSQL a named statement is parsed and planned once per connection, and
 * on both databases drizzle builds the SQL once instead of on every call.
 */
export function preparedFor<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = prepare(db);
      made.set(db, statement);
    }
    return statement;
  };
}
