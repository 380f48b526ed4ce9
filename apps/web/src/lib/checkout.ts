/**
 * The card checkout hand-over (spec §3 "Checkout session request", §4 "Login with payment_model",
 * "Checkout return URLs", "Onboarding sequence"), shared by onboarding, sign-in and /account:
 *
 * - `ensureActiveSubscription(player)`: the player's first ACTIVE subscription; when there is none,
 *   the program of the player's age group is subscribed to and the list read again.
 * - `startCheckout({ subscription, paymentModel, returnTo })`: a checkout session, then the browser
 *   goes to the provider's page. Without a signed-in user it goes to sign-up with payment_model.
 * - `checkoutAfterLogin(user, paymentModel)`: the whole sign-in flow (player → subscription → checkout).
 *
 * Type-only imports from the contract: pages that use this must not download zod for it.
 */
import type {
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  PaymentModel,
  Player,
  Subscription,
  TrainingProgram,
} from '@academy/contract';
import { apiGet, apiPost } from './api-client';
import { getToken } from './auth-store';
import { config } from './config';
import { getLanguage } from './i18n';
import { getCoupon, getReferralEvent } from './referral';
import type { User } from './user-store';

export const SUBSCRIPTIONS_PATH = '/v1/player-training-program-subscription';
export const CHECKOUT_SESSION_PATH = '/v1/billing/checkout-session';
export const PAYMENT_MODEL_VALUES: readonly PaymentModel[] = ['MONTHLY', 'YEARLY'];
export const SIGNUP_PATH = '/auth/signup';

export function isPaymentModel(value: unknown): value is PaymentModel {
  return typeof value === 'string' && (PAYMENT_MODEL_VALUES as readonly string[]).includes(value);
}

/** GET the player's ACTIVE subscriptions (titles in the UI language); the first one counts (spec §4). */
export async function findActiveSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  const list = await apiGet<Subscription[]>(SUBSCRIPTIONS_PATH, {
    query: { status: 'ACTIVE', language: getLanguage() },
    signal,
  });
  return list[0] ?? null;
}

/** The PUBLIC program of an age group (spec §7 "Programs"). */
export function fetchAgeGroupProgram(ageGroupId: string, signal?: AbortSignal): Promise<TrainingProgram> {
  return apiGet<TrainingProgram>(`/v1/training-program/age-group/${encodeURIComponent(ageGroupId)}`, {
    query: { status: 'PUBLIC' },
    signal,
  });
}

/** GET /v1/player/user/{userId}. */
export function fetchPlayerOfUser(userId: string, options: { silent?: boolean; signal?: AbortSignal } = {}) {
  return apiGet<Player>(`/v1/player/user/${encodeURIComponent(userId)}`, options);
}

/**
 * The player's ACTIVE subscription, started when there is none: the age group's program is looked
 * up, subscribed to (`coupon: null`) and the ACTIVE list read again. The server answers the
 * existing ACTIVE subscription instead of making a second one, so a repeated call is harmless.
 */
export async function ensureActiveSubscription(
  player: Pick<Player, 'id' | 'ageGroupId'>,
  signal?: AbortSignal,
): Promise<Subscription> {
  const current = await findActiveSubscription(signal);
  if (current) return current;
  const program = await fetchAgeGroupProgram(player.ageGroupId, signal);
  await apiPost(
    SUBSCRIPTIONS_PATH,
    { playerId: player.id, trainingProgramId: program.id, coupon: null },
    { signal },
  );
  const started = await findActiveSubscription(signal);
  if (!started) throw new Error('No ACTIVE subscription after starting one');
  return started;
}

/**
 * Where the provider sends the browser back (spec §4 "Checkout return URLs"):
 * - `mobile`: /account opened by the mobile app → /account?subscription_state=successful|unsuccessful;
 * - `first-signin`: after player creation with payment_model → /?is_user_first_signin=true for both;
 * - `web`: any other case → the one configured URL (`config.checkoutReturnUrl`) for both.
 */
export type CheckoutReturn = 'mobile' | 'first-signin' | 'web';

export function checkoutReturnUrls(
  returnTo: CheckoutReturn,
  origin = window.location.origin,
): { success: string; cancel: string } {
  const absolute = (path: string) => new URL(path, origin).href;
  if (returnTo === 'mobile') {
    return {
      success: absolute('/account?subscription_state=successful'),
      cancel: absolute('/account?subscription_state=unsuccessful'),
    };
  }
  const single = absolute(
    returnTo === 'first-signin' ? '/?is_user_first_signin=true' : config.checkoutReturnUrl,
  );
  return { success: single, cancel: single };
}

/** `/auth/signup?payment_model=…`: where a checkout without a signed-in user starts over. */
export function signupPathFor(paymentModel: PaymentModel): string {
  return `${SIGNUP_PATH}?${new URLSearchParams({ payment_model: paymentModel })}`;
}

/** The request body of POST /v1/billing/checkout-session, with the stored coupon and referral. */
export function buildCheckoutRequest(
  subscription: Pick<Subscription, 'id'>,
  paymentModel: PaymentModel,
  returnTo: CheckoutReturn,
): CheckoutSessionRequest {
  const urls = checkoutReturnUrls(returnTo);
  const coupon = getCoupon();
  const referral = getReferralEvent();
  return {
    language: getLanguage(),
    subscriptionId: subscription.id,
    paymentModel,
    callBackCancelURL: urls.cancel,
    callBackSuccessURL: urls.success,
    ...(coupon ? { coupon } : {}),
    ...(referral ? { metaData: { event: referral.name } } : {}),
  };
}

/** The browser is on its way to another page: nothing after this should run or navigate. */
function leavePage(url: string): Promise<never> {
  window.location.assign(url);
  return new Promise<never>(() => {});
}

export interface StartCheckoutOptions {
  subscription: Pick<Subscription, 'id'>;
  paymentModel: PaymentModel;
  returnTo: CheckoutReturn;
}

/**
 * Opens a checkout session and sends the browser to the provider's page. The returned promise
 * never resolves once the browser is leaving (so a caller's spinner stays and no guard navigates
 * meanwhile); it rejects when the session call fails (the API client has shown the error).
 */
export async function startCheckout({ subscription, paymentModel, returnTo }: StartCheckoutOptions) {
  // Spec §4 "Onboarding sequence" step 5: without a signed-in user, start over at sign-up.
  if (!getToken()) return leavePage(signupPathFor(paymentModel));
  const session = await apiPost<CheckoutSessionResponse>(
    CHECKOUT_SESSION_PATH,
    buildCheckoutRequest(subscription, paymentModel, returnTo),
  );
  return leavePage(session.url);
}

/**
 * Spec §4 "Login with payment_model" for a signed-in player: the player, the ACTIVE subscription
 * (started when there is none), then the checkout. Resolves false when the visitor should go home
 * instead: an unknown payment model, a player that could not be loaded (only logged, spec §8), a
 * subscription that already bills, or a failed call (the API client has shown it). Once the
 * browser is leaving for the checkout it does not resolve.
 */
export async function checkoutAfterLogin(user: Pick<User, 'id'>, paymentModel: string): Promise<boolean> {
  if (!isPaymentModel(paymentModel)) return false;
  let player: Player;
  try {
    player = await fetchPlayerOfUser(user.id, { silent: true });
  } catch (error) {
    console.error('checkout after sign-in: could not load the player', error);
    return false;
  }
  try {
    const subscription = await ensureActiveSubscription(player);
    if (subscription.billingEnabled || subscription.yearlyPaidOff) return false;
    await startCheckout({ subscription, paymentModel, returnTo: 'web' });
  } catch {
    return false;
  }
  return true;
}
