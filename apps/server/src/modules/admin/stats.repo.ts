import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface Counts {
  users: number;
  players: number;
  active: number;
  billed: number;
}

/** Read-only figures for the console's overview, straight from the tables (one round trip each). */
export async function countOverview(db: Db): Promise<Counts> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from players) as players,
      (select count(*)::int from player_training_program_subscriptions where status = 'ACTIVE') as active,
      (select count(*)::int from player_training_program_subscriptions
        where status = 'ACTIVE' and billing_enabled) as billed`);
  return rowsOf<Counts>(result)[0]!;
}

/**
 * Monthly recurring revenue per currency, in minor units: each ACTIVE billed subscription's fee for its
 * payment model, a yearly fee counted as a twelfth.
 */
export async function sumMonthlyRecurringRevenue(db: Db): Promise<{ currency: string; amount: number }[]> {
  const result = await db.execute(sql`
    select f.currency as currency,
      sum(case when s.payment_model = 'YEARLY' then round(f.amount / 12.0) else f.amount end)::int as amount
    from player_training_program_subscriptions s
    -- The DEFAULT region's fee: the subscription keeps no region of its own (it follows the profile).
    join fees f on f.training_program_id = s.training_program_id and f.type = s.payment_model
      and f.region = 'DEFAULT'
    where s.status = 'ACTIVE' and s.billing_enabled
    group by f.currency
    order by f.currency`);
  return rowsOf<{ currency: string; amount: number }>(result);
}

/** drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
