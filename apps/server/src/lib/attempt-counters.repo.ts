import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { sqlNow } from './clock.ts';

/**
 * Counts one attempt for the key and answers the count, in one statement: concurrent attempts each
 * get their own number, so "count ≤ max" lets exactly `max` of them through.
 */
export async function incrementAttempt(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowEndsAt: Date }> {
  const at = sqlNow(now);
  const rows = await db.execute<{ count: number; window_ends_at: Date | string }>(sql`
    insert into ${attemptCounters} (key, count, window_ends_at)
    values (${key}, 1, ${at} + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when ${attemptCounters.windowEndsAt} <= ${at} then 1 else ${attemptCounters.count} + 1 end,
      window_ends_at = case when ${attemptCounters.windowEndsAt} <= ${at}
        then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end
    returning count, window_ends_at`);
  const row = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as {
    count: number;
    window_ends_at: Date | string;
  };
  return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
}

/** Gives one attempt back (a success, or a try that was not a guess). */
export async function decrementAttempt(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update ${attemptCounters} set count = greatest(${attemptCounters.count} - 1, 0) where key = ${key}`,
  );
}

export async function deleteAttemptCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${attemptCounters} where key = ${key}`);
}

/** Counters whose window ended a while ago hold nothing any more. */
export async function deleteStaleAttemptCounters(db: Db, now: Date): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.windowEndsAt, new Date(now.getTime() - 86_400_000)));
}
