/**
 * Signing in and finishing a sign-up (spec §4 "Authentication", "Sign-up", "Login with
 * payment_model", §8 for the login errors): the token is stored, the user loaded, then one
 * navigation.
 */
import type { OAuthError } from '@academy/contract';
import { isApiError, replayCollectedRequests } from './api-client';
import { isOAuthErrorBody } from './api-error';
import { failAuthentication, startAuthentication, storeToken } from './auth-store';
import { checkoutAfterLogin } from './flows/checkout';
import { i18n } from './i18n';
import { loadUser, onboardingRoute } from './load-user';
import {
  COACH_HOME_PATH,
  HOUSEHOLD_PATH,
  currentLocation,
  currentPaymentModel,
  LOGIN_PATH,
  navigate,
  PROGRAM_PATH,
  ROLE_SELECTION_PATH,
  withPaymentModel,
} from './session-navigation';
import { whileBusy } from './session-state';
import { HOUSEHOLD_JOIN_PATH, pendingHouseholdInvite } from './flows/household-invite';
import { joinPath, pendingTeamInvite } from './flows/team-invite';
import { showToast } from './toast-store';
import { isHouseholdChild } from './user-store';
import { requestToken, TOKEN_SCOPE } from './tokens';

const INVALID_GRANT: OAuthError['error'] = 'invalid_grant';

/**
 * After a token arrives: load the user, then one navigation. The spec sends the user to / and lets
 * the user load re-route; going straight to the final page avoids showing home for a moment.
 * `stay` leaves the visitor where they are when no onboarding rule applies.
 */
async function continueAfterSignIn(defaultTarget: string, stay: boolean): Promise<void> {
  const paymentModel = currentPaymentModel();
  const user = await loadUser();
  if (!user) return;
  // Spec §8: what this user sent when their last session ran out goes now.
  void replayCollectedRequests(user.id);
  const target = onboardingRoute(user);
  if (target) {
    if (currentLocation().pathname !== target) await navigate(withPaymentModel(target, paymentModel));
    return;
  }
  if (paymentModel && user.authorities.includes('ROLE_PLAYER')) {
    // Spec §4 "Login with payment_model": player → ACTIVE subscription → checkout; failing that, home.
    if (!(await checkoutAfterLogin(user, paymentModel))) await navigate('/');
    return;
  }
  if (stay) return;
  // A family's invitation opened before signing in (lib/flows/household-invite.ts) comes back.
  if (pendingHouseholdInvite() && !isHouseholdChild(user)) {
    await navigate(HOUSEHOLD_JOIN_PATH);
    return;
  }
  // A coach's join link opened before signing in (lib/team-invite.ts) comes back for a player.
  const invite = pendingTeamInvite();
  if (invite && user.authorities.includes('ROLE_PLAYER')) await navigate(joinPath(invite));
  else if (defaultTarget === '/' && user.manager) await navigate(COACH_HOME_PATH);
  else if (defaultTarget === '/' && user.authorities.includes('ROLE_GUARDIAN'))
    await navigate(HOUSEHOLD_PATH);
  // A player's home is their training, not the marketing page (a child signed in with the PIN too).
  else if (defaultTarget === '/' && (user.authorities.includes('ROLE_PLAYER') || isHouseholdChild(user)))
    await navigate(PROGRAM_PATH);
  else await navigate(defaultTarget);
}

export type LoginResult = 'signed-in' | 'two-factor' | 'failed';

/**
 * Signs in with the password grant. `username` is the e-mail or the full international phone
 * number. On success the token is stored and the user routed; 'two-factor' means the account
 * wants an authenticator code (ask for it and call again with `code`); other failures toast.
 */
export function login(username: string, password: string, code?: string): Promise<LoginResult> {
  return whileBusy(async () => {
    startAuthentication();
    try {
      storeToken(
        await requestToken({
          grant_type: 'password',
          username,
          password,
          scope: TOKEN_SCOPE,
          code: code || undefined,
        }),
      );
    } catch (error) {
      failAuthentication(error);
      return reportLoginFailure(error);
    }
    // Spec §4: home, unless the address is the verification page or carries payment_model.
    const stay =
      currentLocation().pathname.includes('onboarding/verification') || currentPaymentModel() !== null;
    await continueAfterSignIn('/', stay);
    return 'signed-in';
  });
}

async function reportLoginFailure(error: unknown): Promise<LoginResult> {
  const body = isApiError(error) ? error.body : null;
  // Spec §4: the error_description 'Invalid verification code' asks for the authenticator code.
  if (isApiError(error) && isOAuthErrorBody(body) && error.is('verification.invalidCode')) {
    // Two-factor required goes back to the sign-in page (spec §4), keeping payment_model.
    if (currentLocation().pathname !== LOGIN_PATH) await navigate(withPaymentModel(LOGIN_PATH));
    return 'two-factor';
  }
  if (isApiError(error) && isOAuthErrorBody(body) && error.is('oauth.userDisabled')) {
    // Said only after a correct password (the server checks it first): the real reason.
    showToast({ type: 'error', message: i18n.t('firstWeek.signIn.disabled') });
  } else if (isOAuthErrorBody(body) && body.error === INVALID_GRANT) {
    showToast({ type: 'error', message: i18n.t('messages.invalidCredentials') });
  } else if (isApiError(error)) {
    // Throttled, network down, server trouble: the visitor must see why nothing happened.
    const message =
      error.status === 0
        ? error.message
        : i18n.t(error.status === 429 ? 'session.tooManyAttempts' : 'messages.genericError');
    showToast({ type: 'error', message });
  }
  return 'failed';
}

export interface SignupCredentials {
  firstName: string;
  lastName: string;
  /** The e-mail the account was created with. */
  username: string;
  password: string;
}

/**
 * After POST /v1/user: the account-creation token call (spec §7), then role selection (keeping
 * payment_model) unless the onboarding rules send the new user elsewhere first (verification).
 */
export function completeSignup(credentials: SignupCredentials): Promise<LoginResult> {
  return whileBusy(async () => {
    startAuthentication();
    try {
      storeToken(await requestToken({ ...credentials }));
    } catch (error) {
      failAuthentication(error);
      return reportLoginFailure(error);
    }
    await continueAfterSignIn(withPaymentModel(ROLE_SELECTION_PATH), false);
    return 'signed-in';
  });
}
