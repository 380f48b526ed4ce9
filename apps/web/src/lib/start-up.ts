/**
 * Spec §4 "Startup": a stored token is checked; active → signed in and the user loads; inactive or
 * the check failed → refresh and load the user; refresh failed → logout. Without a stored token
 * the storage is cleared (keeping the language choice, lib/logout.ts) and the visitor stays
 * anonymous where they are.
 *
 * Offline (docs/spec-changes.md): when the check cannot reach the server because the device has no
 * network, the session is kept (nothing is cleared, no refresh is tried) and the user who saved
 * sessions for offline (lib/offline/saved.ts) is signed in from the device; back online, the check
 * runs again as above.
 */
import { getToken } from './auth-store';
import { loadUser } from './load-user';
import { clearStoredSession, logout } from './logout';
import { loadQueryClient } from './query-client-loader';
import { markSessionStarted } from './session-state';
import { keepTokenFresh } from './token-refresh';
import { checkToken, refresh } from './tokens';

/** Runs the start-up check; safe to call again. */
export async function restoreSession(): Promise<void> {
  try {
    const token = getToken();
    if (!token) {
      clearStoredSession();
      return;
    }
    // A stored token usually means a user to load: fetch the query client's code meanwhile.
    loadQueryClient().catch(() => {});
    const check = await checkToken(token);
    if (check === null && navigator.onLine === false) {
      const { startOffline } = await import('./offline/start-offline');
      if (await startOffline(() => (starting = restoreSession()))) return;
    }
    if (check?.active !== true && !(await refresh())) {
      await logout();
      return;
    }
    markSessionStarted();
    await loadUser({ route: true });
  } finally {
    markSessionStarted();
  }
}

let starting: Promise<void> | null = null;

/** The running (or last) start-up check: calls that need a checked token wait for it. */
export function sessionChecked(): Promise<void> {
  return starting ?? Promise.resolve();
}

/** Runs restoreSession once per page load (React's strict mode mounts twice). */
export function startSession(): Promise<void> {
  if (!starting) keepTokenFresh(refresh);
  starting ??= restoreSession();
  return starting;
}
