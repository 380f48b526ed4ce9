import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface RevenueRow {
  currency: string;
  charged: number;
  refunded: number;
  net: number;
}

/**
 * Revenue of the 30 days before `now`, per currency, in minor units: what was charged (payments) minus
 * what was refunded (refunds made or under way) in that time.
 */
export async function sumRevenueSince(db: Db, now: Date): Promise<RevenueRow[]> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.execute(sql`
    select currency, sum(charged)::int as charged, sum(refunded)::int as refunded,
      (sum(charged) - sum(refunded))::int as net
    from (
      select currency, amount as charged, 0 as refunded from payments where paid_at >= ${since}
      union all
      select currency, 0, amount from payment_refunds
        where status <> 'FAILED' and coalesce(refunded_at, created_at) >= ${since}
    ) money
    group by currency
    order by currency`);
  return (result as unknown as { rows: RevenueRow[] }).rows;
}
