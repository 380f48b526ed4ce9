import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthTokens, users } from '../../db/schema/index.ts';

/** The last sign-in (every sign-in and token renewal issues a pair), else the sign-up. */
const lastActive = sql`greatest(${users.createdAt}, (select max(t.created_at) from ${oauthTokens} t where t.user_id = ${users.id}))`;
const notStaff = sql`not (${users.authorities} && array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']::text[])`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** NON_VERIFIED accounts created before `before`. */
export function findStaleUnverified(db: Db, before: Date, limit: number): Promise<string[]> {
  return ids(
    db,
    sql`select ${users.id} as id from ${users} where ${users.status} = 'NON_VERIFIED'
      and ${users.createdAt} < ${at(before)} and ${users.deletionStartedAt} is null limit ${limit}`,
  );
}

/**
 * Claims the inactivity warning of accounts with no sign-in since `before` and not yet warned for
 * this stretch of inactivity: one statement, so each account is warned once however many processes
 * run the job. Answers the claimed users.
 */
export async function claimInactivityWarnings(db: Db, before: Date, now: Date, limit: number) {
  const result = (await db.execute(sql`
    update ${users} set inactivity_warned_at = ${at(now)}
    where ${users.id} in (
      select ${users.id} from ${users}
      where ${users.status} = 'ACTIVE' and ${notStaff} and ${users.deletionStartedAt} is null
        and ${lastActive} < ${at(before)}
        and (${users.inactivityWarnedAt} is null or ${users.inactivityWarnedAt} < ${lastActive})
      limit ${limit}
      for update skip locked)
    returning id, email, first_name as "firstName", language`)) as unknown as {
    rows: { id: string; email: string; firstName: string; language: string }[];
  };
  return result.rows;
}

/** Gives a warning back when its mail failed (the next run tries again). */
export async function unclaimInactivityWarning(db: Db, userId: string): Promise<void> {
  await db.execute(sql`update ${users} set inactivity_warned_at = null where ${users.id} = ${userId}`);
}

/** Warned before `warnedBefore` and no sign-in since the warning: due for deletion. */
export function findWarnedInactive(db: Db, warnedBefore: Date, limit: number): Promise<string[]> {
  return ids(
    db,
    sql`select ${users.id} as id from ${users}
      where ${users.inactivityWarnedAt} < ${at(warnedBefore)} and ${lastActive} < ${users.inactivityWarnedAt}
        and ${notStaff} and ${users.deletionStartedAt} is null
      limit ${limit}`,
  );
}
