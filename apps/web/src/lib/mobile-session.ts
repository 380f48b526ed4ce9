/**
 * The mobile visitor token flow of spec §4, shared by the home page and /account:
 * a token from the address (`access_token`) or from storage is checked with check_token;
 * active → stored (as the session token, and under the mobile token key for app visitors) and the
 * user loaded; inactive or failed → an app visitor loses the stored token and goes back to the app
 * (deep link), a web visitor goes home and the web-navigation flag is cleared.
 *
 * "Web view" follows the spec's naming: `/account?isUserFromWebView=true` is how the web app's own
 * navigation opens the account page (navbar "Settings"); without it the page was opened by the
 * mobile app, whose back arrow returns to the app.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getMobileToken, getToken, resetToken, storeMobileToken, storeToken } from './auth-store';
import { config } from './config';
import { isLanguage } from '@academy/contract/constants';
import { setLanguage } from './i18n';
import { logout } from './logout';
import { captureReferral } from './flows/referral';
import { loadUser } from './load-user';
import { startSession } from './start-up';
import { checkToken } from './tokens';
import { askAccountSwitch } from './account-switch';
import { readStorage, removeStorage, writeStorage } from './storage';

export const ACCESS_TOKEN_PARAM = 'access_token';
export const LANGUAGE_PARAM = 'language';
export const WEB_VIEW_PARAM = 'isUserFromWebView';
export const MOBILE_VIEW_PARAM = 'isUserFromMobileView';
export const FIRST_SIGNIN_PARAM = 'is_user_first_signin';
export const SUBSCRIPTION_STATE_PARAM = 'subscription_state';
/** The stored web-navigation flag: the account page was opened from the web app itself. */
export const WEB_NAVIGATION_KEY = 'isUserFromWebView';

export function markWebNavigation(): void {
  writeStorage(WEB_NAVIGATION_KEY, 'true');
}

export function isWebNavigation(): boolean {
  return readStorage(WEB_NAVIGATION_KEY) === 'true';
}

/** Leaving web-view mode for home clears the flag (spec §4; the subscription status modal does it too). */
export function clearWebNavigation(): void {
  removeStorage(WEB_NAVIGATION_KEY);
}

/**
 * Back to the mobile app: the session here ends (spec §4: the stored token is removed), then the
 * deep link opens the app. The token stays valid on the server: it is the app's.
 */
export function returnToMobileApp(): void {
  void logout({ revoke: false });
  window.location.assign(config.mobileAppDeepLink);
}

export interface TokenFlowOptions {
  /** The `access_token` of the address, if any; otherwise the stored token is checked. */
  token: string | null;
  /** An app visitor: a dead token sends them back to the app; otherwise home. */
  fromMobileApp: boolean;
  /** Apply the onboarding routing once the user is loaded (the home page does). */
  route?: boolean;
  /** In-app navigation for the web case (react-router's navigate). */
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/** Spec §4 "Mobile visitor token flow". Resolves true when the visitor is signed in with a loaded user. */
export async function runMobileTokenFlow({
  token,
  fromMobileApp,
  route = false,
  navigate,
}: TokenFlowOptions): Promise<boolean> {
  // The start-up check runs first: its logout of a dead stored token must not land after this
  // flow stored a fresh one.
  await startSession();
  const candidate = token ?? getToken() ?? getMobileToken();
  const answer = candidate ? await checkToken(candidate) : null;
  if (candidate && answer?.active) {
    // A token of the address would replace another account's live session: ask first (a link made
    // by someone else must not sign the visitor into their account unnoticed).
    const current = getToken();
    if (token && current && current !== candidate) {
      const mine = await checkToken(current);
      if (mine?.active && mine.user_name !== answer.user_name) {
        if (!(await askAccountSwitch(mine.user_name, answer.user_name))) {
          return (await loadUser({ route })) !== null;
        }
      }
    }
    // Another account's refresh token must not outlive the switch to this token.
    if (candidate !== getToken()) resetToken();
    const expiresIn = Math.max(0, Math.floor(answer.exp - Date.now() / 1000));
    storeToken({ access_token: candidate, expires_in: expiresIn });
    if (fromMobileApp) storeMobileToken(candidate);
    return (await loadUser({ route })) !== null;
  }
  if (fromMobileApp) {
    returnToMobileApp();
  } else {
    clearWebNavigation();
    navigate('/', { replace: true });
  }
  return false;
}

export type ArrivalStatus = 'checking' | 'ready' | 'left';

/** `language=xx` in the address switches the interface language (and stores the choice). */
function applyLanguageParam(params: URLSearchParams): void {
  const language = params.get(LANGUAGE_PARAM);
  if (isLanguage(language)) void setLanguage(language);
}

/** The address without `access_token`: a token must not stay in the history or be shared by copy-paste. */
function withoutToken(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(ACCESS_TOKEN_PARAM);
  return rest;
}

export interface AccountArrival {
  status: ArrivalStatus;
  /** Opened from the web app (back arrow goes home) rather than from the mobile app (deep link). */
  webView: boolean;
  /** `successful` or `unsuccessful` after a checkout (for the subscription tab), else null. */
  subscriptionState: 'successful' | 'unsuccessful' | null;
}

function readSubscriptionState(params: URLSearchParams): AccountArrival['subscriptionState'] {
  const value = params.get(SUBSCRIPTION_STATE_PARAM);
  return value === 'successful' || value === 'unsuccessful' ? value : null;
}

/**
 * /account's query parameters (spec §2): language, isUserFromWebView, access_token,
 * subscription_state, and a coupon (spec §4); runs the token flow once per visit.
 */
export function useAccountArrival(): AccountArrival {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const [status, setStatus] = useState<ArrivalStatus>('checking');
  const [webView, setWebView] = useState(() => params.get(WEB_VIEW_PARAM) === 'true' || isWebNavigation());
  const [subscriptionState] = useState(() => readSubscriptionState(params));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    applyLanguageParam(params);
    // Spec §4 "Referral": a coupon on this address reaches the checkout started here.
    void captureReferral(params);
    const token = params.get(ACCESS_TOKEN_PARAM);
    if (params.get(WEB_VIEW_PARAM) === 'true') markWebNavigation();
    else if (token) clearWebNavigation();
    // The app always sends its token; without one (and without the web flag) this is the web app's own visitor.
    const fromWeb = isWebNavigation() || (!token && !getMobileToken());
    setWebView(fromWeb);
    if (token) setParams(withoutToken(params), { replace: true });
    void runMobileTokenFlow({ token, fromMobileApp: !fromWeb, navigate }).then((ok) =>
      setStatus(ok ? 'ready' : 'left'),
    );
  }, [params, setParams, navigate]);

  return { status, webView, subscriptionState };
}

export interface HomeArrival {
  status: ArrivalStatus;
  isUserFromMobileView: boolean;
  /** `is_user_first_signin=true`: the checkout after player creation came back (spec §4). */
  isFirstSignin: boolean;
}

/**
 * The home page's query parameters (spec §2): language, isUserFromMobileView, is_user_first_signin,
 * access_token; the token flow runs when the address brings a token or the visitor is the app's.
 * Also records a club-site referral and keeps a coupon (spec §4 "Referral").
 */
export function useHomeArrival(): HomeArrival {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const [arrival] = useState(() => ({
    token: params.get(ACCESS_TOKEN_PARAM),
    isUserFromMobileView: params.get(MOBILE_VIEW_PARAM) === 'true',
    isFirstSignin: params.get(FIRST_SIGNIN_PARAM) === 'true',
  }));
  const needsCheck = arrival.token !== null || arrival.isUserFromMobileView;
  const [status, setStatus] = useState<ArrivalStatus>(needsCheck ? 'checking' : 'ready');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    applyLanguageParam(params);
    void captureReferral(params);
    if (!needsCheck) return;
    if (arrival.token) setParams(withoutToken(params), { replace: true });
    void runMobileTokenFlow({
      token: arrival.token,
      fromMobileApp: arrival.isUserFromMobileView,
      route: true,
      navigate,
    }).then((ok) => setStatus(ok ? 'ready' : 'left'));
  }, [params, setParams, navigate, arrival, needsCheck]);

  return { status, isUserFromMobileView: arrival.isUserFromMobileView, isFirstSignin: arrival.isFirstSignin };
}
