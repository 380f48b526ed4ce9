import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const before = (now: Date, days: number) => at(new Date(now.getTime() - days * DAY));

interface Purge {
  table: string;
  /** The table's key column. */
  key: string;
  /** Which rows (of `t`) have served their purpose at `now`. */
  stale: (now: Date) => ReturnType<typeof sql>;
}

/**
 * What is kept how long once it has served (docs/privacy.md, "Housekeeping"): each entry deletes at
 * most `limit` rows per run, oldest rows first being irrelevant (any stale row may go).
 */
const PURGES = {
  /** Token pairs spent (expired, rotated, revoked) 30 days ago; a user's newest pair stays: the
   * retention job reads the last sign-in from it. */
  tokens: {
    table: 'oauth_tokens',
    key: 'id',
    stale: (now) => sql`(t.refresh_expires_at < ${before(now, 30)} or t.rotated_at < ${before(now, 30)}
        or t.revoked_at < ${before(now, 30)})
      and exists (select 1 from oauth_tokens n where n.user_id = t.user_id and n.created_at > t.created_at)`,
  },
  /** Verification codes a week after they expired. */
  codes: { table: 'verifications', key: 'id', stale: (now) => sql`t.expires_at < ${before(now, 7)}` },
  /** Sign-in attempts after 180 days (the known-address rule looks back 90). */
  signInAttempts: {
    table: 'login_attempts',
    key: 'id',
    stale: (now) => sql`t.created_at < ${before(now, 180)}`,
  },
  /** Checkout sessions 90 days after they were made, once finished or expired. */
  checkoutSessions: {
    table: 'checkout_sessions',
    key: 'id',
    stale: (now) =>
      sql`t.created_at < ${before(now, 90)} and (t.status <> 'OPEN' or t.expires_at < ${at(now)})`,
  },
  /** Card-page sessions of the sandbox a week after they expired. */
  portalSessions: {
    table: 'sandbox_portal_sessions',
    key: 'id',
    stale: (now) => sql`t.expires_at < ${before(now, 7)}`,
  },
  /** Providers' event ids (kept against redelivery, which stops within days) after 90 days. */
  providerEvents: {
    table: 'processed_events',
    key: 'event_id',
    stale: (now) => sql`t.processed_at < ${before(now, 90)}`,
  },
  /** The app's named events after 90 days. */
  appEvents: { table: 'events', key: 'id', stale: (now) => sql`t.created_at < ${before(now, 90)}` },
} satisfies Record<string, Purge>;

export type PurgeReport = Record<keyof typeof PURGES, number>;

/** Runs every purge once; answers how many rows each deleted. */
export async function purgeStaleRows(db: Db, now: Date, limit: number): Promise<PurgeReport> {
  const report = {} as PurgeReport;
  for (const [name, { table, key, stale }] of Object.entries(PURGES) as [keyof typeof PURGES, Purge][]) {
    const result = (await db.execute(sql`
      with deleted as (
        delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (
          select t.${sql.identifier(key)} from ${sql.identifier(table)} t where ${stale(now)} limit ${limit})
        returning 1)
      select count(*)::int as n from deleted`)) as unknown as { rows: { n: number }[] };
    report[name] = Number(result.rows[0]?.n ?? 0);
  }
  return report;
}
