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

/** A billed subscription's plan, its player's place and the program's fees for that plan in every region. */
export interface BilledSubscriptionFees {
  paymentModel: 'MONTHLY' | 'YEARLY';
  latitude: number;
  longitude: number;
  fees: { region: 'DEFAULT' | 'AFRICA'; amount: number; currency: string }[];
  /** The region its first payment fixed (the card's), when one did. */
  priceRegion: 'DEFAULT' | 'AFRICA' | null;
  /** A fee change given notice of and not yet in effect: the subscription is still charged this fee. */
  pending: { region: 'DEFAULT' | 'AFRICA'; amount: number; currency: string } | null;
}

/**
 * Every ACTIVE billed subscription with the fees of its plan in each price region: the subscription keeps
 * no region of its own (it follows the profile's place), so the service decides it like checkout does.
 */
export async function findBilledSubscriptionFees(db: Db): Promise<BilledSubscriptionFees[]> {
  const result = await db.execute(sql`
    select s.payment_model as "paymentModel", s.price_region as "priceRegion", p.location_latitude as latitude,
      (select json_build_object('region', c.region, 'amount', c.current_amount, 'currency', c.current_currency)
        from subscription_fee_changes c where c.subscription_id = s.id and c.type = s.payment_model
        and c.applied_at is null) as pending,
      p.location_longitude as longitude,
      coalesce((select json_agg(json_build_object('region', f.region, 'amount', f.amount, 'currency', f.currency))
        from fees f where f.training_program_id = s.training_program_id and f.type = s.payment_model), '[]') as fees
    from player_training_program_subscriptions s
    join players p on p.id = s.player_id
    where s.status = 'ACTIVE' and s.billing_enabled and s.payment_model is not null`);
  return rowsOf<BilledSubscriptionFees>(result);
}

/** drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
