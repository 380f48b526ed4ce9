/**
 * The signed-in session (spec §3, §4): signing in and out, the start-up token check, and loading
 * the signed-in user with the onboarding routing. Any feature may use it; its whole API is:
 *
 * - `connectSessionRouter(router)`: once, by the app (app/router.tsx); the spec's navigations use it.
 * - `startSession()`: once at start-up: stored token → check_token → (refresh) → load the user, or logout.
 * - `login(username, password, code?)`: password grant; `'signed-in' | 'two-factor' | 'failed'`.
 * - `completeSignup(credentials)`: the account-creation token call after POST /v1/user, then routing.
 * - `refresh()`: refresh grant (one call at a time); `true` when a new pair is stored.
 * - `loadUser({ route })`: GET /v1/user into the user store; with `route`, onboarding rules 1–4.
 * - `logout()`: clears token and user at once and revokes the pair on the server (best effort).
 * - `onboardingRoute(user)`: the pure rules 1–4; `useSessionState()`: `{ started, busy }` for guards.
 * - `onPaymentModelLogin(handler)`: lets a feature take over a login that carries `payment_model`
 *   for a player; without a handler lib/checkout.ts runs spec §4 "Login with payment_model".
 */
import type { CheckTokenResponse, TokenResponse } from '@academy/contract';
import { apiGet, apiPost, isApiError } from './api-client';
import { isOAuthErrorBody } from './api-error';
import { checkoutAfterLogin } from './checkout';
import {
  failAuthentication,
  getRefreshToken,
  getToken,
  MOBILE_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  resetToken,
  startAuthentication,
  storeToken,
  TOKEN_EXPIRY_KEY,
  TOKEN_KEY,
} from './auth-store';
import { createStore, useStore } from './create-store';
import { i18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { getLoadedQueryClient, loadQueryClient } from './query-client-loader';
import { onSignOut, signOut } from './sign-out';
import { readStorage, removeStorage, writeStorage } from './storage';
import { joinPath, pendingTeamInvite } from './team-invite';
import { showToast } from './toast-store';
import { keepTokenFresh } from './token-refresh';
import { clearUser, failUserLoading, setUser, startUserLoading, type User } from './user-store';

export const PAYMENT_MODEL_PARAM = 'payment_model';
export const USER_QUERY_KEY = ['user'] as const;
export const LOGIN_PATH = '/auth/login';
export const VERIFICATION_PATH = '/onboarding/verification';
export const ROLE_SELECTION_PATH = '/onboarding/role-selection';
export const PLAYER_INFO_PATH = '/onboarding/player-basic-info';
export const MANAGER_INFO_PATH = '/onboarding/manager-basic-info';
/** A coach's home: their team (issue 15). */
export const COACH_HOME_PATH = '/coach';

const TOKEN_PATH = '/oauth/token';
const SCOPE = 'read write';
/** error_description values of spec §4/§8 (api-contract.md, "Error bodies"). */
const INVALID_VERIFICATION_CODE = 'Invalid verification code';

/** What the session needs of a router: the app's (app/router.tsx) or a data router (createMemoryRouter in tests). */
export interface SessionRouter {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
}

let router: SessionRouter | null = null;

export function connectSessionRouter(next: SessionRouter | null): void {
  router = next;
}

function currentLocation(): { pathname: string; search: string } {
  return router?.state.location ?? { pathname: window.location.pathname, search: window.location.search };
}

async function navigate(to: string, replace = false): Promise<void> {
  if (router) await router.navigate(to, { replace });
  else window.location.assign(to);
}

/** The `payment_model` of the current address, kept across the sign-in and onboarding routes. */
export function currentPaymentModel(): string | null {
  return new URLSearchParams(currentLocation().search).get(PAYMENT_MODEL_PARAM);
}

/** `path` with `payment_model` appended when there is one. */
export function withPaymentModel(path: string, paymentModel: string | null = currentPaymentModel()): string {
  if (!paymentModel) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ [PAYMENT_MODEL_PARAM]: paymentModel })}`;
}

// --- session state for guards -----------------------------------------------------------------

export interface SessionState {
  /** The start-up check has finished (a stored token was confirmed, refreshed or dropped). */
  started: boolean;
  /** A sign-in is running and will navigate by itself: guards must not redirect meanwhile. */
  busy: boolean;
}

const sessionStore = createStore<SessionState>({ started: false, busy: false });

export function getSessionState(): SessionState {
  return sessionStore.getState();
}

export function useSessionState(): SessionState {
  return useStore(sessionStore);
}

async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  sessionStore.setState({ busy: true });
  try {
    return await work();
  } finally {
    sessionStore.setState({ busy: false });
  }
}

// --- tokens -----------------------------------------------------------------------------------

/** The stored absolute expiry: now + expires_in × 1000 ms (spec §3, §9). */
export function computeTokenExpiry(expiresIn: number, now = Date.now()): number {
  return now + expiresIn * 1000;
}

function requestToken(form: Record<string, string | undefined>): Promise<TokenResponse> {
  return apiPost<TokenResponse>(TOKEN_PATH, undefined, { basicAuth: true, form, silent: true });
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for a new pair. Concurrent callers share one request: the
 * server rotates refresh tokens and treats a second use of the old one as theft.
 */
export function refresh(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      storeToken(await requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** POST /oauth/check_token: the server's answer, or null when the check itself failed. */
export async function checkToken(token: string): Promise<CheckTokenResponse | null> {
  try {
    return await apiPost<CheckTokenResponse>('/oauth/check_token', undefined, {
      basicAuth: true,
      query: { token },
      silent: true,
    });
  } catch {
    return null;
  }
}

async function isTokenActive(token: string): Promise<boolean> {
  return (await checkToken(token))?.active === true;
}

// --- user -------------------------------------------------------------------------------------

/** Onboarding rules 1–4 of spec §4: where a user must go first, or null when nothing is missing. */
export function onboardingRoute(user: User): string | null {
  if (user.status === 'NON_VERIFIED') return VERIFICATION_PATH;
  if (user.authorities.length === 0) return ROLE_SELECTION_PATH;
  if (user.authorities.length === 1) {
    const role = user.authorities[0];
    if (role === 'ROLE_PLAYER' && !user.player) return PLAYER_INFO_PATH;
    if (role === 'ROLE_MANAGER' && !user.manager) return MANAGER_INFO_PATH;
  }
  return null;
}

/** No token: everything stored goes, except the visitor's language choice (spec §4, §9). */
async function handleMissingToken(): Promise<void> {
  const language = readStorage(LANGUAGE_STORAGE_KEY);
  try {
    window.localStorage.clear();
  } catch {
    removeStorage(TOKEN_KEY, TOKEN_EXPIRY_KEY, REFRESH_TOKEN_KEY, MOBILE_TOKEN_KEY);
  }
  if (language) writeStorage(LANGUAGE_STORAGE_KEY, language);
  resetToken();
  clearUser();
  await navigate(LOGIN_PATH);
}

/** Reset: the token goes and the visitor is sent to sign in (spec §4). */
async function resetSession(): Promise<void> {
  resetToken();
  clearUser();
  getLoadedQueryClient()?.removeQueries({ queryKey: USER_QUERY_KEY });
  await navigate(LOGIN_PATH);
}

export interface LoadUserOptions {
  /** Apply the onboarding routing of spec §4 once the user is in. */
  route?: boolean;
}

/**
 * Fetches the signed-in user into the user store (and the query cache under USER_QUERY_KEY).
 * Network and server failures are retried up to 10 times; a failure then resets the token.
 * Returns the user, or null when there is none.
 */
export async function loadUser({ route = false }: LoadUserOptions = {}): Promise<User | null> {
  if (!getToken()) {
    await handleMissingToken();
    return null;
  }
  startUserLoading();
  let user: User;
  // The query client's code comes with the first signed-in user (lib/query-client-loader.ts). A
  // failed download is no reason to drop the session: the error goes to the caller instead.
  const { queryClient, shouldRetry } = await loadQueryClient().catch((error: unknown) => {
    failUserLoading(error);
    throw error;
  });
  try {
    user = await queryClient.fetchQuery({
      queryKey: USER_QUERY_KEY,
      queryFn: () => apiGet<User>('/v1/user'),
      retry: shouldRetry,
      staleTime: 0,
    });
  } catch (error) {
    failUserLoading(error);
    await resetSession();
    return null;
  }
  setUser(user);
  if (route) {
    const target = onboardingRoute(user);
    if (target && currentLocation().pathname !== target) await navigate(withPaymentModel(target));
  }
  return user;
}

// --- sign-in ----------------------------------------------------------------------------------

type PaymentModelLoginHandler = (user: User, paymentModel: string) => Promise<void> | void;
let paymentModelLoginHandler: PaymentModelLoginHandler | null = null;

/** Registers what happens after a player signs in with `payment_model` (checkout). Returns an unregister. */
export function onPaymentModelLogin(handler: PaymentModelLoginHandler): () => void {
  paymentModelLoginHandler = handler;
  return () => {
    if (paymentModelLoginHandler === handler) paymentModelLoginHandler = null;
  };
}

/**
 * After a token arrives: load the user, then one navigation. The spec sends the user to / and lets
 * the user load re-route; going straight to the final page avoids showing home for a moment.
 * `stay` leaves the visitor where they are when no onboarding rule applies.
 */
async function continueAfterSignIn(defaultTarget: string, stay: boolean): Promise<void> {
  const paymentModel = currentPaymentModel();
  const user = await loadUser();
  if (!user) return;
  const target = onboardingRoute(user);
  if (target) {
    if (currentLocation().pathname !== target) await navigate(withPaymentModel(target, paymentModel));
    return;
  }
  if (paymentModel && user.authorities.includes('ROLE_PLAYER')) {
    if (paymentModelLoginHandler) {
      await paymentModelLoginHandler(user, paymentModel);
      return;
    }
    // Spec §4 "Login with payment_model": player → ACTIVE subscription → checkout; failing that, home.
    if (!(await checkoutAfterLogin(user, paymentModel))) await navigate('/');
    return;
  }
  if (stay) return;
  // A coach's join link opened before signing in (lib/team-invite.ts) comes back for a player.
  const invite = pendingTeamInvite();
  if (invite && user.authorities.includes('ROLE_PLAYER')) await navigate(joinPath(invite));
  else if (defaultTarget === '/' && user.manager) await navigate(COACH_HOME_PATH);
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
          scope: SCOPE,
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
  if (isOAuthErrorBody(body) && body.error_description === INVALID_VERIFICATION_CODE) {
    // Two-factor required goes back to the sign-in page (spec §4), keeping payment_model.
    if (currentLocation().pathname !== LOGIN_PATH) await navigate(withPaymentModel(LOGIN_PATH));
    return 'two-factor';
  }
  if (isOAuthErrorBody(body) && body.error === 'invalid_grant') {
    showToast({ type: 'error', message: i18n.t('messages.invalidCredentials') });
  } else if (isApiError(error)) {
    // Throttled, network down, server trouble: the visitor must see why nothing happened.
    showToast({ type: 'error', message: error.status === 0 ? error.message : describeOtherFailure(error) });
  }
  return 'failed';
}

function describeOtherFailure(error: unknown): string {
  if (isApiError(error) && error.status === 429) return i18n.t('session.tooManyAttempts');
  return i18n.t('messages.genericError');
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

// --- start-up and logout ----------------------------------------------------------------------

/**
 * Spec §4 "Startup": a stored token is checked; active → signed in and the user loads; inactive or
 * the check failed → refresh and load the user; refresh failed → logout. Safe to call again.
 */
export async function restoreSession(): Promise<void> {
  try {
    const token = getToken();
    if (!token) return;
    // A stored token usually means a user to load: fetch the query client's code meanwhile.
    loadQueryClient().catch(() => {});
    if (!(await isTokenActive(token)) && !(await refresh())) {
      await logout();
      return;
    }
    sessionStore.setState({ started: true });
    await loadUser({ route: true });
  } finally {
    sessionStore.setState({ started: true });
  }
}

let starting: Promise<void> | null = null;

/** Runs restoreSession once per page load (React's strict mode mounts twice). */
export function startSession(): Promise<void> {
  if (!starting) keepTokenFresh(refresh);
  starting ??= restoreSession();
  return starting;
}

// Cached server data belongs to the account that signed out.
onSignOut(() => getLoadedQueryClient()?.clear());

/**
 * Signs out: token and user are cleared at once and the pair is revoked on the server (best
 * effort). Navigation is the caller's.
 */
export const logout = signOut;
