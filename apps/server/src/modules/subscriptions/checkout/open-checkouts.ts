import type { ServiceContext } from '../../../lib/service-context.ts';
import {
  type CheckoutSessionRow,
  findLatestPaidCheckout,
  listOpenCheckoutSessions,
  markCheckoutSessionComplete,
  markCheckoutSessionExpired,
} from './checkout.repo.ts';
import { isLiveAtProvider, syncProviderSubscription } from '../provider/provider-sync.ts';
import type { SubscriptionView } from '../subscriptions.repo.ts';

type Deps = Pick<ServiceContext, 'db' | 'payments' | 'log' | 'mailer' | 'config'>;

/**
 * Every open checkout of the subscription stops being payable, at the provider first (Stripe:
 * `checkout.sessions.expire`; the sandbox page refuses it). A checkout the customer paid meanwhile
 * cannot expire: its provider subscription is answered, so the caller bills nothing twice.
 */
export async function closeOpenCheckouts(
  deps: Deps,
  subscriptionId: string,
  /** Only these (the ones the caller read and decided to replace); default: all open ones. */
  rows?: CheckoutSessionRow[],
): Promise<string | null> {
  let paid: string | null = null;
  for (const row of rows ?? (await listOpenCheckoutSessions(deps.db, subscriptionId))) {
    // A checkout of another provider (the configuration changed) cannot be paid through this server.
    const outcome =
      row.provider === deps.payments.kind
        ? await deps.payments.expireCheckoutSession(row.id)
        : { paidSubscriptionId: null };
    if (outcome.paidSubscriptionId) {
      await markCheckoutSessionComplete(deps.db, row.id, outcome.paidSubscriptionId);
      paid = outcome.paidSubscriptionId;
    } else {
      await markCheckoutSessionExpired(deps.db, row.id);
    }
  }
  return paid;
}

/**
 * Before billing a subscription another way: closes its open checkouts and answers the
 * subscription as billed by a checkout that was paid (its provider event may still be on the way),
 * or null when none was.
 */
export async function settlePaidCheckout(
  deps: Deps,
  subscriptionId: string,
  now: Date,
  openRows?: CheckoutSessionRow[],
): Promise<SubscriptionView | null> {
  const paid =
    (await closeOpenCheckouts(deps, subscriptionId, openRows)) ??
    (await findLatestPaidCheckout(deps.db, subscriptionId, deps.payments.kind))?.providerSubscriptionId ??
    null;
  if (!paid) return null;
  const remote = await deps.payments.getSubscription(paid).catch((error: { statusCode?: number }) => {
    // Gone at the provider (deleted there): it bills nothing.
    if (error?.statusCode === 404) return null;
    throw error;
  });
  if (!remote || !isLiveAtProvider(remote)) return null;
  return syncProviderSubscription(deps, remote, now);
}
