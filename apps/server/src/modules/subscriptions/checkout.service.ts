import {
  BILLING_MESSAGES,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type EnableBilling,
  type Language,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@academy/contract';
import type { Config } from '../../config.ts';
import { NoPaymentMethodError, TRIAL_DAYS } from '../../integrations/payments/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { insertCheckoutSession } from './checkout.repo.ts';
import { ensureCustomer } from './payment-methods.service.ts';
import { findCustomer, findPaymentMethod } from './payment-methods.repo.ts';
import { syncProviderSubscription } from './provider-sync.ts';
import { findLastPaymentModel, findSubscriptionView } from './subscriptions.repo.ts';
import {
  requirePlayerAccess,
  requireSubscriptionAccess,
  toSubscriptionJson,
} from './subscriptions.service.ts';

/**
 * A callback URL is accepted only on the app's own origin (PUBLIC_URL) or an origin of
 * CHECKOUT_RETURN_ORIGINS, so checkout cannot be used as an open redirect. A path such as
 * `/account?…` is taken relative to PUBLIC_URL.
 */
export function validateCallbackUrl(
  config: Pick<Config, 'publicUrl' | 'billing'>,
  value: string | undefined,
  fallback: string,
  field: string,
): string {
  if (value === undefined || value === '') return fallback;
  let url: URL;
  try {
    url = new URL(value, `${config.publicUrl}/`);
  } catch {
    throw fieldError(field, BILLING_MESSAGES.callbackNotAllowed);
  }
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.billing.returnOrigins]);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowed.has(url.origin) || url.username) {
    throw fieldError(field, BILLING_MESSAGES.callbackNotAllowed);
  }
  return url.toString();
}

function feeOf(view: { fees: { type: string; amount: number; currency: string }[] }, model: string) {
  const fee = view.fees.find((f) => f.type === model);
  if (!fee) throw fieldError('paymentModel', `The program has no ${model} fee`);
  return fee;
}

/** `POST /api/v1/billing/checkout-session`: the provider's hosted checkout for the subscription. */
export async function createCheckoutSession(
  ctx: ServiceContext,
  user: Viewer,
  input: CheckoutSessionRequest,
  now = new Date(),
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
  const view = await requireSubscriptionAccess(ctx.db, user, input.subscriptionId, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (view.billingEnabled) throw new AppError(409, SUBSCRIPTION_MESSAGES.billingAlreadyEnabled);
  const fee = feeOf(view, input.paymentModel);
  const trialDays = view.trialEndsAt && view.trialEndsAt > now ? TRIAL_DAYS : 0;
  const customerId = await ensureCustomer(ctx, view.userId);
  const coupon = input.coupon?.trim() || view.coupon || null;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.metaData ?? {})) {
    if (value !== null && value !== undefined) metadata[key.slice(0, 40)] = String(value).slice(0, 500);
  }
  const session = await ctx.payments.createCheckoutSession({
    subscriptionId: view.id,
    playerId: view.playerId,
    customerId,
    language: input.language,
    price: {
      productKey: view.program.contentKey,
      productName: translate(view.program.titles, 'en'),
      paymentModel: input.paymentModel,
      amount: fee.amount,
      currency: fee.currency,
    },
    trialDays,
    successUrl,
    cancelUrl,
    coupon,
    metadata,
  });
  await insertCheckoutSession(ctx.db, {
    id: session.sessionId,
    provider: ctx.payments.kind,
    subscriptionId: view.id,
    userId: view.userId,
    paymentModel: input.paymentModel,
    language: input.language,
    amount: fee.amount,
    currency: fee.currency,
    trialDays,
    successUrl,
    cancelUrl,
    coupon,
    metadata,
    expiresAt: session.expiresAt,
  });
  return { sessionId: session.sessionId, url: session.url };
}

/** `POST …/enable-billing`: starts billing on the saved card (the free month if it still applies). */
export async function enableBilling(
  ctx: ServiceContext,
  user: Viewer,
  input: EnableBilling,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  const player = await requirePlayerAccess(ctx.db, user, input.playerId);
  const view = await requireSubscriptionAccess(ctx.db, user, input.subscriptionId, now);
  if (view.playerId !== player.id) {
    throw fieldError('subscriptionId', 'The subscription is not this player’s');
  }
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (view.billingEnabled) return toSubscriptionJson(view, language);
  const paymentModel =
    input.paymentModel ?? view.paymentModel ?? (await findLastPaymentModel(ctx.db, player.id));
  if (!paymentModel) throw fieldError('paymentModel', SUBSCRIPTION_MESSAGES.paymentModelRequired);
  const fee = feeOf(view, paymentModel);
  const customer = await findCustomer(ctx.db, player.userId, ctx.payments.kind);
  if (!customer) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
  const card = await findPaymentMethod(ctx.db, player.userId, ctx.payments.kind);
  try {
    const remote = await ctx.payments.createSubscription({
      subscriptionId: view.id,
      playerId: player.id,
      customerId: customer.providerCustomerId,
      card: card
        ? {
            id: card.id,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
          }
        : null,
      price: {
        productKey: view.program.contentKey,
        productName: translate(view.program.titles, 'en'),
        paymentModel,
        amount: fee.amount,
        currency: fee.currency,
      },
      trialDays: view.trialEndsAt && view.trialEndsAt > now ? TRIAL_DAYS : 0,
    });
    await syncProviderSubscription(ctx, remote, now);
  } catch (error) {
    if (error instanceof NoPaymentMethodError) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
    throw error;
  }
  return toSubscriptionJson((await findSubscriptionView(ctx.db, view.id))!, language);
}
