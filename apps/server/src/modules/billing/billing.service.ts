import { randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type EnableBilling,
  type Language,
  type PaymentMethod,
  SANDBOX_CARDS,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@academy/contract';
import type { Config } from '../../config.ts';
import {
  isSandbox,
  NoPaymentMethodError,
  type ProviderCard,
  TRIAL_DAYS,
  WebhookSignatureError,
} from '../../integrations/payments/index.ts';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/token.service.ts';
import { findLastPaymentModel, findSubscriptionView } from '../subscriptions/subscriptions.repo.ts';
import {
  type BillingDeps,
  requirePlayerAccess,
  requireSubscriptionAccess,
  toSubscriptionJson,
  translate,
} from '../subscriptions/subscriptions.service.ts';
import { findUserById } from '../users/users.repo.ts';
import {
  type CheckoutSessionRow,
  findCheckoutSessionView,
  findCustomer,
  findPaymentMethod,
  insertCheckoutSession,
  saveCustomer,
} from './billing.repo.ts';
import { handlePaymentEvent, syncProviderSubscription } from './billing.sync.ts';

type Viewer = Pick<AuthUser, 'id' | 'authorities' | 'language'>;

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

async function ensureCustomer(deps: BillingDeps, userId: string): Promise<string> {
  const existing = await findCustomer(deps.db, userId, deps.provider.kind);
  if (existing) return existing.providerCustomerId;
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  const created = await deps.provider.createCustomer({
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  return (await saveCustomer(deps.db, userId, deps.provider.kind, created)).providerCustomerId;
}

function feeOf(view: { fees: { type: string; amount: number; currency: string }[] }, model: string) {
  const fee = view.fees.find((f) => f.type === model);
  if (!fee) throw fieldError('paymentModel', `The program has no ${model} fee`);
  return fee;
}

/** `POST /api/v1/billing/checkout-session`: the provider's hosted checkout for the subscription. */
export async function createCheckoutSession(
  deps: BillingDeps,
  user: Viewer,
  input: CheckoutSessionRequest,
  now = new Date(),
): Promise<CheckoutSessionResponse> {
  const successUrl = validateCallbackUrl(
    deps.config,
    input.callBackSuccessURL,
    deps.config.billing.successUrl,
    'callBackSuccessURL',
  );
  const cancelUrl = validateCallbackUrl(
    deps.config,
    input.callBackCancelURL,
    deps.config.billing.cancelUrl,
    'callBackCancelURL',
  );
  const view = await requireSubscriptionAccess(deps.db, user, input.subscriptionId, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (view.billingEnabled) throw new AppError(409, SUBSCRIPTION_MESSAGES.billingAlreadyEnabled);
  const fee = feeOf(view, input.paymentModel);
  const trialDays = view.trialEndsAt && view.trialEndsAt > now ? TRIAL_DAYS : 0;
  const customerId = await ensureCustomer(deps, view.userId);
  const coupon = input.coupon?.trim() || view.coupon || null;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.metaData ?? {})) {
    if (value !== null && value !== undefined) metadata[key.slice(0, 40)] = String(value).slice(0, 500);
  }
  const session = await deps.provider.createCheckoutSession({
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
  await insertCheckoutSession(deps.db, {
    id: session.sessionId,
    provider: deps.provider.kind,
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

/** `GET /api/v1/billing/payment-method`: the player's saved card, or 404. */
export async function getPaymentMethod(
  deps: BillingDeps,
  user: Viewer,
  playerId: string,
): Promise<PaymentMethod> {
  const player = await requirePlayerAccess(deps.db, user, playerId);
  const card = await findPaymentMethod(deps.db, player.userId, deps.provider.kind);
  if (!card) throw notFound(BILLING_MESSAGES.paymentMethodNotFound);
  return { brand: card.brand, lastFourDigits: card.last4 };
}

/** `POST …/enable-billing`: starts billing on the saved card (the free month if it still applies). */
export async function enableBilling(
  deps: BillingDeps,
  user: Viewer,
  input: EnableBilling,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  const player = await requirePlayerAccess(deps.db, user, input.playerId);
  const view = await requireSubscriptionAccess(deps.db, user, input.subscriptionId, now);
  if (view.playerId !== player.id) {
    throw fieldError('subscriptionId', 'The subscription is not this player’s');
  }
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (view.billingEnabled) return toSubscriptionJson(view, language);
  const paymentModel =
    input.paymentModel ?? view.paymentModel ?? (await findLastPaymentModel(deps.db, player.id));
  if (!paymentModel) throw fieldError('paymentModel', SUBSCRIPTION_MESSAGES.paymentModelRequired);
  const fee = feeOf(view, paymentModel);
  const customer = await findCustomer(deps.db, player.userId, deps.provider.kind);
  if (!customer) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
  const card = await findPaymentMethod(deps.db, player.userId, deps.provider.kind);
  try {
    const remote = await deps.provider.createSubscription({
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
    await syncProviderSubscription(deps, remote, now);
  } catch (error) {
    if (error instanceof NoPaymentMethodError) throw new AppError(409, SUBSCRIPTION_MESSAGES.noPaymentMethod);
    throw error;
  }
  return toSubscriptionJson((await findSubscriptionView(deps.db, view.id))!, language);
}

/** `POST /api/v1/billing/webhook`: a verified Stripe event through the one handler. */
export async function receiveWebhook(deps: BillingDeps, rawBody: Buffer, signature: string | undefined) {
  let event: ReturnType<BillingDeps['provider']['parseWebhook']>;
  try {
    event = deps.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(BILLING_MESSAGES.badSignature);
    throw error;
  }
  const outcome = await handlePaymentEvent(deps, event);
  deps.log.info({ event: { id: event.id, type: event.type }, outcome }, 'payment event');
}

// ---- The sandbox's hosted checkout page -------------------------------------------------------

export type SandboxCardError =
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'declined'
  | 'expiryInvalid'
  | 'expired'
  | 'cvcInvalid';

export interface SandboxCheckoutView {
  session: CheckoutSessionRow;
  programTitle: string;
}

export type SandboxCheckoutState =
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; session: CheckoutSessionRow }
  | { state: 'open'; view: SandboxCheckoutView };

export async function getSandboxCheckout(deps: BillingDeps, id: string, now = new Date()) {
  if (!isSandbox(deps.provider)) return { state: 'unknown' } as const;
  const row = await findCheckoutSessionView(deps.db, id);
  if (row?.session.provider !== 'sandbox') return { state: 'unknown' } as const;
  const { session } = row;
  if (session.status === 'COMPLETE' || row.billingEnabled || row.subscriptionStatus === 'ENDED') {
    return { state: 'used', session } as const;
  }
  if (session.status === 'EXPIRED' || session.expiresAt <= now) return { state: 'expired', session } as const;
  const language = session.language as Language;
  return {
    state: 'open',
    view: { session, programTitle: translate(row.programTitles, language) },
  } as const satisfies SandboxCheckoutState;
}

export interface SandboxCardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

/** Checks the form; expiry and CVC are optional for scripted callers but checked when given. */
export function checkSandboxCard(
  form: SandboxCardForm,
  now: Date,
): { errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', SandboxCardError>>; card?: ProviderCard } {
  const errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', SandboxCardError>> = {};
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  let expMonth: number | null = null;
  let expYear: number | null = null;
  const expiry = (form.expiry ?? '').trim();
  if (expiry) {
    const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry);
    const month = match ? Number(match[1]) : 0;
    const year = match ? Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]) : 0;
    if (!match || month < 1 || month > 12) errors.expiry = 'expiryInvalid';
    else if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      errors.expiry = 'expired';
    } else {
      expMonth = month;
      expYear = year;
    }
  }
  const cvc = (form.cvc ?? '').trim();
  if (cvc && !/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvcInvalid';
  if (!number) errors.cardNumber = 'cardNumberRequired';
  else if (number === SANDBOX_CARDS.declined) errors.cardNumber = 'declined';
  else if (number !== SANDBOX_CARDS.success) errors.cardNumber = 'cardNumberInvalid';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    card: {
      id: `pm_sb_${randomBytes(12).toString('base64url')}`,
      brand: 'visa',
      last4: number.slice(-4),
      expMonth,
      expYear,
    },
  };
}

export type SandboxPayResult =
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; session: CheckoutSessionRow }
  | { state: 'invalid'; view: SandboxCheckoutView; errors: ReturnType<typeof checkSandboxCard>['errors'] }
  | { state: 'paid'; redirect: string };

/** The sandbox page's form: 4242… pays (through the webhook handler), 4000…0002 is declined. */
export async function paySandboxCheckout(
  deps: BillingDeps,
  id: string,
  form: SandboxCardForm,
  now = new Date(),
): Promise<SandboxPayResult> {
  const current = await getSandboxCheckout(deps, id, now);
  if (current.state !== 'open') return current;
  const { errors, card } = checkSandboxCard(form, now);
  if (!card || !isSandbox(deps.provider)) return { state: 'invalid', view: current.view, errors };
  const { session } = current.view;
  const customerId = await ensureCustomer(deps, session.userId);
  const events = await deps.provider.completeCheckout({
    session: {
      id: session.id,
      subscriptionId: session.subscriptionId,
      paymentModel: session.paymentModel,
      amount: session.amount,
      currency: session.currency,
      trialDays: session.trialDays,
      metadata: session.metadata,
    },
    customerId,
    card,
    now,
  });
  if (!events) return { state: 'used', session };
  for (const event of events) await handlePaymentEvent(deps, event, now);
  return { state: 'paid', redirect: session.successUrl };
}
