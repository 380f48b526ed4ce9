import type { PaymentStatus, PriceRegion } from '@academy/contract';
import { applyRefundEvent, REFUND_EVENTS } from './refund-events.ts';
import type { ProviderEvent, ProviderSubscription } from '../../../integrations/payments/index.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { chargedRegion, priceInput, withRegion } from '../prices.service.ts';
import { notifyPaymentEvent } from './payment-events.ts';
import { noticeRegionChange } from '../region-change.service.ts';
import { markCheckoutSessionComplete } from '../checkout/checkout.repo.ts';
import { saveCustomer, savePaymentMethod } from '../payments/payment-methods.repo.ts';
import {
  endExpiredSubscriptions,
  findSubscriptionByProviderId,
  findSubscriptionView,
  type SubscriptionView,
  updateBillingFromProvider,
} from '../subscriptions.repo.ts';
import { isEventProcessed, markEventProcessed } from './webhook.repo.ts';

type SyncDeps = Pick<ServiceContext, 'db' | 'payments' | 'log' | 'mailer' | 'config'>;

/** Provider statuses in which the card is (or will be) charged; unpaid waits for a new card. */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/** The provider charges (or will charge) this subscription's card. */
export const isLiveAtProvider = (remote: ProviderSubscription) => LIVE_STATUSES.has(remote.status);

/**
 * A provider subscription that must not charge: a second one for a subscription that is billed
 * already, or one paid after ours ended. It is cancelled at once; a charge it made already is for
 * a person to refund, so it is logged as an error.
 */
async function stopUnwantedCharge(
  deps: SyncDeps,
  local: SubscriptionView,
  remote: ProviderSubscription,
  why: string,
) {
  if (!isLiveAtProvider(remote)) return;
  await deps.payments.cancelSubscriptionNow(remote.id);
  deps.log.error(
    { subscription: local.id, providerSubscription: remote.id, providerStatus: remote.status },
    `${why}: cancelled at the provider; refund any charge it made`,
  );
}

/**
 * Our payment status from the provider's: a failed renewal is PAST_DUE (training goes on for the
 * grace period; the job makes it UNPAID after it, and that stays until paid).
 */
function paymentStatusOf(remote: ProviderSubscription, local: SubscriptionView): PaymentStatus {
  switch (remote.status) {
    case 'trialing':
      return 'TRIAL';
    case 'active':
      return 'PAID';
    case 'past_due':
      return local.paymentStatus === 'UNPAID' ? 'UNPAID' : 'PAST_DUE';
    case 'unpaid':
      return 'UNPAID';
    default:
      return 'NONE';
  }
}

/** The provider subscription moved to `region`'s fee for its plan (the card's region). */
async function moveToRegion(
  deps: SyncDeps,
  local: SubscriptionView,
  remote: ProviderSubscription,
  region: PriceRegion,
): Promise<ProviderSubscription> {
  const model = remote.paymentModel ?? local.paymentModel ?? 'MONTHLY';
  const moved = await deps.payments.changePrice(remote.id, priceInput(withRegion(local, region), model));
  deps.log.warn(
    { subscription: local.id, providerSubscription: remote.id, offered: remote.priceRegion, charged: region },
    'the card was issued outside the offered price region: moved to that region’s fee',
  );
  return moved;
}

/** The events the handler acts on; anything else is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * Copies the provider's view of a subscription onto ours. It only ever sets state from the
 * provider's current record, so events in any order, or twice, end in the same state.
 */
export async function syncProviderSubscription(deps: SyncDeps, reported: ProviderSubscription, now: Date) {
  let remote = reported;
  const local =
    (remote.subscriptionId ? await findSubscriptionView(deps.db, remote.subscriptionId) : null) ??
    (await findSubscriptionByProviderId(deps.db, deps.payments.kind, remote.id).then((row) =>
      row ? findSubscriptionView(deps.db, row.id) : null,
    ));
  if (!local) {
    deps.log.warn({ providerSubscription: remote.id }, 'payment event for an unknown subscription');
    return null;
  }
  if (local.status === 'ENDED') {
    // Paid after our subscription ended (a late checkout): it never charges again.
    if (!remote.cancelAtPeriodEnd) {
      await stopUnwantedCharge(deps, local, remote, 'a live provider subscription for an ENDED subscription');
    }
    return local;
  }
  if (local.billingEnabled && local.providerSubscriptionId && local.providerSubscriptionId !== remote.id) {
    // A second provider subscription for one subscription: the first one stays in charge.
    await stopUnwantedCharge(deps, local, remote, 'a second provider subscription for one subscription');
    return local;
  }
  const live = LIVE_STATUSES.has(remote.status);
  // The fee follows the card (Trust, round 3): the first live payment step fixes the region. AFRICA
  // fees on a card issued elsewhere (Stripe's page cannot refuse them) move to the standard fee
  // before the free month's end (or, without one, at once, the AFRICA payment credited).
  let priceRegion = local.priceRegion;
  if (!priceRegion && live && remote.priceRegion) {
    priceRegion = chargedRegion(remote.priceRegion, remote.paymentMethod?.country);
    if (priceRegion !== remote.priceRegion) remote = await moveToRegion(deps, local, remote, priceRegion);
  }
  const availableTill =
    remote.status === 'canceled'
      ? (remote.endedAt ?? now)
      : remote.cancelAtPeriodEnd
        ? remote.currentPeriodEnd
        : live
          ? null
          : local.availableTill;
  const paymentStatus = paymentStatusOf(remote, local);
  const overdue = paymentStatus === 'PAST_DUE' || paymentStatus === 'UNPAID';
  // Conditional on the row: of two provider subscriptions synced at once, the first one claims it.
  const claimed = await updateBillingFromProvider(deps.db, local.id, remote.id, {
    paymentStatus,
    pastDueSince: overdue ? (local.pastDueSince ?? now) : null,
    paymentProvider: deps.payments.kind,
    providerCustomerId: remote.customerId,
    providerSubscriptionId: remote.id,
    billingEnabled: live,
    paymentModel: remote.paymentModel ?? local.paymentModel,
    yearlyPaidOff: remote.yearlyPaidOff,
    currentPeriodEnd: remote.currentPeriodEnd,
    availableTill,
    // Only the player's free-month subscription carries a trial end (one per player).
    trialEndsAt: local.trialEndsAt ? (remote.trialEnd ?? local.trialEndsAt) : null,
    priceRegion,
  });
  if (!claimed) {
    // Billed by another provider subscription, or ended meanwhile: this one must not charge.
    const current = await findSubscriptionView(deps.db, local.id);
    if (current && (current.status === 'ACTIVE' || !remote.cancelAtPeriodEnd)) {
      await stopUnwantedCharge(
        deps,
        current,
        remote,
        'a provider subscription that lost the race for one subscription',
      );
    }
    return current;
  }
  if (remote.paymentMethod) {
    const customer = await saveCustomer(deps.db, local.userId, deps.payments.kind, remote.customerId);
    if (customer.providerCustomerId === remote.customerId) {
      const { changed } = await savePaymentMethod(deps.db, customer.id, remote.paymentMethod);
      if (changed) await deps.payments.setDefaultCard(remote.customerId, remote.paymentMethod.id);
      // A new card on a subscription whose region is fixed: a region it moves to takes the notice path
      // (the card changes it, never the profile alone).
      if (changed && local.priceRegion && live) {
        const view = await findSubscriptionView(deps.db, local.id);
        if (view) await noticeRegionChange(deps, view, remote.paymentMethod.country, now);
      }
    }
  }
  if (availableTill && availableTill <= now) await endExpiredSubscriptions(deps.db, now, local.playerId);
  return findSubscriptionView(deps.db, local.id);
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}

/** The provider subscription an event is about. */
function providerSubscriptionOf(event: ProviderEvent): string | null {
  const object = event.data.object as Record<string, unknown> & {
    parent?: { subscription_details?: { subscription?: unknown } };
  };
  if (event.type.startsWith('checkout.session.')) return idOf(object.subscription);
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  if (event.type.startsWith('invoice.')) {
    return idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return null;
}

/**
 * The one handler for Stripe webhooks and sandbox payments: allow-listed events only, an event
 * id seen before changes nothing, and the subscription is re-read from the provider.
 */
export async function handlePaymentEvent(
  deps: SyncDeps,
  event: ProviderEvent,
  now: Date,
): Promise<'ignored' | 'duplicate' | 'processed'> {
  if (!HANDLED_EVENTS.has(event.type) && !REFUND_EVENTS.has(event.type)) return 'ignored';
  if (await isEventProcessed(deps.db, event.id)) return 'duplicate';
  if (REFUND_EVENTS.has(event.type)) {
    await applyRefundEvent(deps, event, now);
    await markEventProcessed(deps.db, event, deps.payments.kind);
    return 'processed';
  }
  const providerSubscriptionId = providerSubscriptionOf(event);
  if (event.type === 'checkout.session.completed') {
    const sessionId = idOf(event.data.object.id);
    if (sessionId) await markCheckoutSessionComplete(deps.db, sessionId, providerSubscriptionId);
  }
  if (providerSubscriptionId) {
    let remote: ProviderSubscription | null = null;
    try {
      remote = await deps.payments.getSubscription(providerSubscriptionId);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      // A subscription the provider does not know will never sync; anything else is retried.
      if (status !== 404) throw error;
      deps.log.warn(
        { event: event.id, providerSubscriptionId },
        'event names an unknown provider subscription',
      );
    }
    const synced = remote ? await syncProviderSubscription(deps, remote, now) : null;
    if (synced) await notifyPaymentEvent(deps, event, synced, now);
  }
  await markEventProcessed(deps.db, event, deps.payments.kind);
  return 'processed';
}
