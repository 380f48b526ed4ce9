import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const before = (now: Date, days: number) => at(new Date(now.getTime() - days * DAY));

/**
 * What is kept how long once it has served (docs/privacy.md, "Housekeeping"): each entry deletes at
 * most `limit` rows per run, oldest rows first being irrelevant (any stale row may go).
 */
const PURGES = {
  /** Token pairs spent (expired, rotated, revoked) 30 days ago; a user's newest pair stays: the
   * retention job reads the last sign-in from it. */
  tokens: (now: Date, limit: number) => sql`
    delete from oauth_tokens where id in (
      select t.id from oauth_tokens t
      where (t.refresh_expires_at < ${before(now, 30)} or t.rotated_at < ${before(now, 30)}
             or t.revoked_at < ${before(now, 30)})
        and exists (select 1 from oauth_tokens n where n.user_id = t.user_id and n.created_at > t.created_at)
      limit ${limit})`,
  /** Verification codes a week after they expired. */
  codes: (now: Date, limit: number) => sql`
    delete from verifications where id in (
      select id from verifications where expires_at < ${before(now, 7)} limit ${limit})`,
  /** Sign-in attempts after 180 days (the known-address rule looks back 90). */
  signInAttempts: (now: Date, limit: number) => sql`
    delete from login_attempts where id in (
      select id from login_attempts where created_at < ${before(now, 180)} limit ${limit})`,
  /** Checkout sessions 90 days after they were made, once finished or expired. */
  checkoutSessions: (now: Date, limit: number) => sql`
    delete from checkout_sessions where id in (
      select id from checkout_sessions
      where created_at < ${before(now, 90)} and (status <> 'OPEN' or expires_at < ${at(now)})
      limit ${limit})`,
  /** Card-page sessions of the sandbox a week after they expired. */
  portalSessions: (now: Date, limit: number) => sql`
    delete from sandbox_portal_sessions where id in (
      select id from sandbox_portal_sessions where expires_at < ${before(now, 7)} limit ${limit})`,
  /** Providers' event ids (kept against redelivery, which stops within days) after 90 days. */
  providerEvents: (now: Date, limit: number) => sql`
    delete from processed_events where event_id in (
      select event_id from processed_events where processed_at < ${before(now, 90)} limit ${limit})`,
  /** The app's named events after 90 days. */
  appEvents: (now: Date, limit: number) => sql`
    delete from events where id in (
      select id from events where created_at < ${before(now, 90)} limit ${limit})`,
} as const;

export type PurgeReport = Record<keyof typeof PURGES, number>;

/** Runs every purge once; answers how many rows each deleted. */
export async function purgeStaleRows(db: Db, now: Date, limit: number): Promise<PurgeReport> {
  const report = {} as PurgeReport;
  for (const [name, statement] of Object.entries(PURGES) as [
    keyof typeof PURGES,
    (typeof PURGES)['tokens'],
  ][]) {
    const result = (await db.execute(
      sql`with deleted as (${statement(now, limit)} returning 1) select count(*)::int as n from deleted`,
    )) as unknown as { rows: { n: number }[] };
    report[name] = Number(result.rows[0]?.n ?? 0);
  }
  return report;
}
