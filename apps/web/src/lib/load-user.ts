/**
 * Loading the signed-in user and the onboarding routing rules of spec §4 ("User load and
 * onboarding routing"): no token → the session ends and sign-in opens; a failed fetch (after the
 * retries) → the same; otherwise the user goes into the user store and, when asked, rules 1–4 send
 * them where they must go first.
 */
import type { User } from '@academy/contract';
import { apiPut } from './api-client';
import { getToken } from './auth-store';
import { HOUSEHOLD_JOIN_PATH, hasHouseholdInvite } from './flows/household-invite';
import { logout } from './logout';
import { currentUserQuery } from './queries/current-user';
import { getLoadedQueryClient, loadQueryClient } from './query-client-loader';
import {
  currentLocation,
  LOGIN_PATH,
  MANAGER_INFO_PATH,
  navigate,
  PLAYER_INFO_PATH,
  ROLE_SELECTION_PATH,
  VERIFICATION_PATH,
  withPaymentModel,
} from './session-navigation';
import { browserTimeZone } from './time-zone';
import { failUserLoading, setUser, startUserLoading } from './user-store';

/** Onboarding rules 1–4 of spec §4: where a user must go first, or null when nothing is missing. */
export function onboardingRoute(user: User): string | null {
  if (user.status === 'NON_VERIFIED') return VERIFICATION_PATH;
  // A newcomer invited to a family goes to the invitation: accepting makes them a guardian.
  if (user.authorities.length === 0)
    return hasHouseholdInvite(currentLocation().pathname) ? HOUSEHOLD_JOIN_PATH : ROLE_SELECTION_PATH;
  if (user.authorities.length === 1) {
    const role = user.authorities[0];
    if (role === 'ROLE_PLAYER' && !user.player) return PLAYER_INFO_PATH;
    if (role === 'ROLE_MANAGER' && !user.manager) return MANAGER_INFO_PATH;
  }
  return null;
}

/** Pages a user reaches in every onboarding state: support and the legal pages. */
export const OPEN_DURING_ONBOARDING: readonly string[] = ['/support', '/terms-of-service', '/privacy-policy'];

export interface LoadUserOptions {
  /** Apply the onboarding routing of spec §4 once the user is in. */
  route?: boolean;
}

/**
 * Fetches the signed-in user (lib/queries/current-user.ts) into the user store. Network and
 * server failures are retried up to 10 times (the query client's rule); a failure then ends the
 * session. Returns the user, or null when there is none.
 */
export async function loadUser({ route = false }: LoadUserOptions = {}): Promise<User | null> {
  if (!getToken()) {
    // Spec §4 "No token clears all local storage and goes to /auth/login".
    void logout();
    await navigate(LOGIN_PATH);
    return null;
  }
  startUserLoading();
  // The query client's code comes with the first signed-in user (lib/query-client-loader.ts). A
  // failed download is no reason to drop the session: the error goes to the caller instead.
  const { queryClient } = await loadQueryClient().catch((error: unknown) => {
    failUserLoading(error);
    throw error;
  });
  let user: User;
  try {
    user = await queryClient.fetchQuery(currentUserQuery());
  } catch (error) {
    failUserLoading(error);
    // Spec §4 "A failed user fetch resets the token", and reset goes to /auth/login.
    void logout();
    await navigate(LOGIN_PATH);
    return null;
  }
  setUser(user);
  if (user.timeZone === null) void rememberTimeZone(user);
  if (route) {
    const target = onboardingRoute(user);
    const here = currentLocation().pathname;
    if (target && here !== target && !OPEN_DURING_ONBOARDING.includes(here))
      await navigate(withPaymentModel(target));
  }
  return user;
}

/**
 * An account made before time zones (or whose browser could not tell at sign-up) gets the browser's
 * zone once, at the first signed-in load; the account page changes it. A failure is no matter:
 * the next load tries again.
 */
async function rememberTimeZone(user: User): Promise<void> {
  const timeZone = browserTimeZone();
  if (!timeZone) return;
  try {
    const updated = await apiPut<User>(
      `/v1/user/${encodeURIComponent(user.id)}/person`,
      { id: user.id, timeZone },
      { silent: true },
    );
    replaceCurrentUser(updated);
  } catch {
    // Left unset: the server counts days in UTC until a load succeeds.
  }
}

/** A call answered the changed user (e.g. PUT …/person): store and cache hold it at once. */
export function replaceCurrentUser(user: User): void {
  getLoadedQueryClient()?.setQueryData(currentUserQuery().queryKey, user);
  setUser(user);
}
