import type { ServiceContext } from '../../lib/service-context.ts';
import { findBilledOfUser } from './billing-pause.repo.ts';

/**
 * A disabled account is never charged (api-contract.md, "The academy console, round 2"): collection
 * pauses at the provider (Stripe's `pause_collection` voids the invoices, the sandbox charges nothing)
 * and resumes when the account is enabled. Answers how many subscriptions it reached.
 */
export async function setBillingPausedForUser(ctx: ServiceContext, userId: string, paused: boolean) {
  let reached = 0;
  for (const sub of await findBilledOfUser(ctx.db, userId)) {
    if (sub.provider !== ctx.payments.kind || !sub.providerId) continue;
    // Billing paused from the console stays paused until the console resumes it.
    if (!paused && sub.pausedByAdmin) continue;
    try {
      await ctx.payments.setCollectionPaused(sub.providerId, paused);
      reached += 1;
    } catch (error) {
      ctx.log.error(
        { err: error, subscription: sub.id, paused },
        'billing pause could not reach the provider',
      );
    }
  }
  return reached;
}
