/**
 * The card checkout hand-over (spec §3 "Checkout session request", §4 "Login with payment_model",
 * "Checkout return URLs", "Onboarding sequence"), shared by onboarding, sign-in and /account:
 *
 * - `startCheckout({ subscription, paymentModel, returnTo })`: a checkout session, then the browser
 *   goes to the provider's page. Without a signed-in user it goes to sign-up with payment_model.
 * - `checkoutAfterLogin(user, paymentModel)`: the whole sign-in flow (player → subscription → checkout).
 * - `startPlayerCheckout(player, paymentModel, returnTo)`: the ACTIVE subscription (started when
 *   there is none, lib/queries/active-subscription.ts), then the checkout.
 *
 * Type-only imports from the contract: pages that use this must not download zod for it.
 */
import type {
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  PaymentModel,
  Player,
  Subscription,
} from '@academy/contract';
import { apiPost, isMissingProfile } from '../api-client';
import { getToken } from '../auth-store';
import { config } from '../config';
import { isPaymentModel } from '@academy/contract/constants';
import { getLanguage } from '../i18n';
import { ensureActiveSubscription } from '../queries/active-subscription';
import { playerQuery } from '../queries/player';
import { loadQueryClient } from '../query-client-loader';
import { getCoupon, getReferralEvent } from './referral';

export const CHECKOUT_SESSION_PATH = '/v1/billing/checkout-session';
export const SIGNUP_PATH = '/auth/signup';
/**
 * Marks the browser's return from a card checkout (paid or not: one address for both), so
 * /account can say what happened from the subscription's state.
 */
export const CHECKOUT_RETURN_PARAM = 'checkout_return';

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
  if (returnTo === 'first-signin') {
    const home = absolute('/?is_user_first_signin=true');
    return { success: home, cancel: home };
  }
  const url = new URL(config.checkoutReturnUrl, origin);
  url.searchParams.set(CHECKOUT_RETURN_PARAM, '1');
  return { success: url.href, cancel: url.href };
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

/** The player's ACTIVE subscription (started when there is none), then its checkout. */
export async function startPlayerCheckout(
  player: Pick<Player, 'id' | 'userId' | 'ageGroupId'>,
  paymentModel: PaymentModel,
  returnTo: CheckoutReturn,
): Promise<boolean> {
  const { queryClient } = await loadQueryClient();
  const subscription = await ensureActiveSubscription(queryClient, player, getLanguage());
  if (subscription.billingEnabled || subscription.yearlyPaidOff) return false;
  await startCheckout({ subscription, paymentModel, returnTo });
  return true;
}

/**
 * Spec §4 "Login with payment_model" for a signed-in player: the player, the ACTIVE subscription
 * (started when there is none), then the checkout. Resolves false when the visitor should go home
 * instead: an unknown payment model, a player that could not be loaded (only logged, spec §8; a
 * missing one has opened the player basic info and answers true), a
 * subscription that already bills, or a failed call (the API client has shown it). Once the
 * browser is leaving for the checkout it does not resolve.
 */
export async function checkoutAfterLogin(user: { id: string }, paymentModel: string): Promise<boolean> {
  if (!isPaymentModel(paymentModel)) return false;
  try {
    const { queryClient } = await loadQueryClient();
    const player = await queryClient.fetchQuery(playerQuery(user.id));
    return await startPlayerCheckout(player, paymentModel, 'web');
  } catch (error) {
    // 'Player not found' has opened the player basic info (lib/api-client.ts): stay there.
    return isMissingProfile(error);
  }
}
