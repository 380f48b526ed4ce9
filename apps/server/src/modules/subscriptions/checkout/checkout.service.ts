import {
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type EnableBilling,
  type Language,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@academy/contract';
import { isSandbox, NoPaymentMethodError, TRIAL_DAYS } from '../../../integrations/payments/index.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { requireGuardianApproval } from '../../privacy/guardian.service.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { validateCallbackUrl } from './callback-url.ts';
import {
  countCheckoutSessions,
  findCheckoutSession,
  insertCheckoutSession,
  listOpenCheckoutSessions,
} from './checkout.repo.ts';
import { type CheckoutTerms, checkoutIdempotencyKey, REUSE_MARGIN_MS, sameTerms } from './checkout-terms.ts';
import { settlePaidCheckout } from './open-checkouts.ts';
import { ensureCustomer } from '../payments/payment-methods.service.ts';
import { findCustomer, findPaymentMethod } from '../payments/payment-methods.repo.ts';
import { chargedRegion, feeLabel, feeOf, priceInput, priceView, withRegion } from '../prices.service.ts';
import { handlePaymentEvent, syncProviderSubscription } from '../provider/provider-sync.ts';
import { findLastPaymentModel, findSubscriptionView } from '../subscriptions.repo.ts';
import { type PaymentContext, inPaymentTurn } from '../payment-turn.ts';
import { loadRunningSubscription, requireRunningSubscription } from '../subscription-guards.ts';
import { toSubscriptionJson } from '../subscription-json.ts';
import { auditAdminWrite } from '../../../lib/admin-audit.ts';

/**
 * The free month starts with the first completed checkout (Trust, round 3): a player's first
 * subscription carries it (trialEndsAt marks it) until a payment step starts it, however long after
 * subscribing that is; once started, what is left of it.
 */
function freeMonthDays(view: { trialEndsAt: Date | null; paymentStatus: string }, now: Date): number {
  if (!view.trialEndsAt) return 0;
  return view.paymentStatus === 'NONE' || view.trialEndsAt > now ? TRIAL_DAYS : 0;
}

/** `POST /api/v1/billing/checkout-session`: the provider's hosted checkout for the subscription. */
export async function createCheckoutSession(
  ctx: PaymentContext,
  user: Viewer,
  input: CheckoutSessionRequest,
  now = ctx.clock.now(),
): Promise<CheckoutSessionResponse> {
  const view = await requireRunningSubscription(ctx.db, user, input.subscriptionId, now, 'pay');
  const opened = await inPaymentTurn(ctx, input.subscriptionId, () => openCheckout(ctx, input, now));
  await auditAdminWrite(ctx.db, user, 'pay', view, {
    action: 'subscription.checkout',
    targetType: 'subscription',
    targetId: view.id,
    after: { paymentModel: input.paymentModel ?? null },
  });
  return opened;
}

/**
 * The checkout itself, in the subscription's payment turn, for a caller already let in (tests run it
 * without the turn, to see what the database and the provider's idempotency hold on their own).
 */
export async function openCheckout(
  ctx: ServiceContext,
  input: CheckoutSessionRequest,
  now = ctx.clock.now(),
): Promise<CheckoutSessionResponse> {
  const successUrl = validateCallbackUrl(
    ctx.config,
    input.callBackSuccessURL,
    ctx.config.billing.successUrl,
    'callBackSuccessURL',
  );
  const cancelUrl = validateCallbackUrl(
    ctx.config,
    input.callBackCancelURL,
    ctx.config.billing.cancelUrl,
    'callBackCancelURL',
  );
  const view = await loadRunningSubscription(ctx.db, input.subscriptionId, now);
  if (view.billingEnabled) throw new AppError(409, SUBSCRIPTION_MESSAGES.billingAlreadyEnabled);
  await requireGuardianApproval(ctx.db, view.playerId);
  // The checkout charges exactly what the subscription showed: the player's region's fee.
  const priced = await priceView(view);
  const price = priceInput(priced, input.paymentModel);
  const trialDays = freeMonthDays(view, now);
  const coupon = input.coupon?.trim() || view.coupon || null;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.metaData ?? {})) {
    if (value !== null && value !== undefined) metadata[key.slice(0, 40)] = String(value).slice(0, 500);
  }
  const wanted: CheckoutTerms = {
    provider: ctx.payments.kind,
    paymentModel: input.paymentModel,
    language: input.language,
    amount: price.amount,
    currency: price.currency,
    trialDays,
    successUrl,
    cancelUrl,
    coupon,
    metadata,
  };
  // A repeated request (double tap, second tab, another server) gets the open checkout back.
  const openRows = await listOpenCheckoutSessions(ctx.db, view.id);
  const [open] = openRows;
  if (open?.url && sameTerms(open, wanted) && open.expiresAt.getTime() > now.getTime() + REUSE_MARGIN_MS) {
    return { sessionId: open.id, url: open.url };
  }
  // One payable checkout per subscription: the older one is expired at the provider before a new
  // one opens. Paid meanwhile, it bills the subscription: nothing more to pay. Only the checkout read
  // above is replaced: one another request opened since then makes this one lose on the index below.
  if (await settlePaidCheckout(ctx, view.id, now, openRows)) {
    throw new AppError(409, SUBSCRIPTION_MESSAGES.billingAlreadyEnabled);
  }
  const customerId = await ensureCustomer(ctx, view.userId);
  const attempt = await countCheckoutSessions(ctx.db, view.id);
  const session = await ctx.payments.createCheckoutSession({
    subscriptionId: view.id,
    playerId: view.playerId,
    customerId,
    language: input.language,
    price,
    trialDays,
    successUrl,
    cancelUrl,
    coupon,
    metadata,
    idempotencyKey: checkoutIdempotencyKey(view.id, attempt, wanted),
  });
  try {
    await insertCheckoutSession(ctx.db, {
      id: session.sessionId,
      provider: ctx.payments.kind,
      subscriptionId: view.id,
      userId: view.userId,
      paymentModel: input.paymentModel,
      language: input.language,
      amount: price.amount,
      currency: price.currency,
      priceLabel: feeLabel(feeOf(priced, input.paymentModel)),
      priceRegion: priced.region,
      trialDays,
      successUrl,
      cancelUrl,
      coupon,
      metadata,
      url: session.url,
      expiresAt: session.expiresAt,
    });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    // Another process got here first with the same idempotency key: the provider answered it the same session.
    const same = await findCheckoutSession(ctx.db, session.sessionId);
    if (same?.status === 'OPEN' && same.url) return { sessionId: same.id, url: same.url };
    // Or it opened another one: this one is never shown, and never payable.
    await ctx.payments.expireCheckoutSession(session.sessionId);
    throw new AppError(409, SUBSCRIPTION_MESSAGES.paymentInProgress);
  }
  return { sessionId: session.sessionId, url: session.url };
}

/**
 * `POST …/enable-billing`: starts billing on the saved card (the free month if it still applies).
 * Who may pay is asked once, of the subscription's player; `playerId` must be that player.
 */
export async function enableBilling(
  ctx: PaymentContext,
  user: Viewer,
  input: EnableBilling,
  language: Language,
  now = ctx.clock.now(),
): Promise<Subscription> {
  const checked = await requireRunningSubscription(ctx.db, user, input.subscriptionId, now, 'pay');
  if (checked.playerId !== input.playerId) {
    throw fieldError('subscriptionId', 'The subscription is not this player’s');
  }
  const after = await inPaymentTurn(ctx, checked.id, () =>
    startBilling(ctx, checked.id, language, input, now),
  );
  await auditAdminWrite(ctx.db, user, 'pay', checked, {
    action: 'subscription.enableBilling',
    targetType: 'subscription',
    targetId: checked.id,
    before: { billingEnabled: checked.billingEnabled },
    after: { billingEnabled: after.billingEnabled ?? null },
  });
  return after;
}

async function startBilling(
  ctx: ServiceContext,
  subscriptionId: string,
  language: Language,
  input: EnableBilling,
  now: Date,
): Promise<Subscription> {
  const view = await loadRunningSubscription(ctx.db, subscriptionId, now);
  if (view.billingEnabled) return toSubscriptionJson(view, language);
  await requireGuardianApproval(ctx.db, view.playerId);
  const paymentModel =
    input.paymentModel ?? view.paymentModel ?? (await findLastPaymentModel(ctx.db, view.playerId));
  if (!paymentModel) throw fieldError('paymentModel', SUBSCRIPTION_MESSAGES.paymentModelRequired);
  const customer = await findCustomer(ctx.db, view.userId, ctx.payments.kind);
  if (!customer) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
  const card = await findPaymentMethod(ctx.db, view.userId, ctx.payments.kind);
  // The fee follows the saved card: the AFRICA fees only on a card issued there.
  const offered = await priceView(view);
  const region = view.priceRegion ?? chargedRegion(offered.region, card?.country);
  const price = priceInput(withRegion(view, region), paymentModel);
  // An open checkout stops being payable first; paid meanwhile, it is the billing (answered as is).
  const settled = await settlePaidCheckout(ctx, view.id, now);
  if (settled) return toSubscriptionJson(settled, language);
  try {
    const remote = await ctx.payments.createSubscription({
      subscriptionId: view.id,
      playerId: view.playerId,
      customerId: customer.providerCustomerId,
      card: card
        ? {
            id: card.id,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            country: card.country,
          }
        : null,
      price,
      trialDays: freeMonthDays(view, now),
    });
    await syncProviderSubscription(ctx, remote, now);
    if (isSandbox(ctx.payments)) {
      for (const event of ctx.payments.takeEvents()) await handlePaymentEvent(ctx, event, now);
    }
  } catch (error) {
    if (error instanceof NoPaymentMethodError) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
    throw error;
  }
  return toSubscriptionJson((await findSubscriptionView(ctx.db, view.id))!, language);
}
