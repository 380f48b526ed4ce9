/**
 * The one way a session ends (menu logout, a 401, a failed start-up refresh or user load, no token,
 * an e-mail change, the mobile app's dead token): storage, stores and cached server data go at
 * once, then the tokens are revoked on the server (RFC 7009), best effort. Navigation is the
 * caller's.
 *
 * Storage: everything in local storage goes except the visitor's language choice (spec §4 "No token
 * clears all local storage"; the language is the README's one exception). What belongs to the
 * visit rather than the account (the coupon and the referral) lives in session storage and stays.
 */
import { getRefreshToken, getToken, resetToken } from './auth-store';
import { sendQuietly } from './http-request';
import { LANGUAGE_STORAGE_KEY } from './i18n';
import { getLoadedQueryClient } from './query-client-loader';
import { clearStorage, readStorage, writeStorage } from './storage';
import { clearUser } from './user-store';

/** Local storage without anything but the language choice. */
export function clearStoredSession(): void {
  const language = readStorage(LANGUAGE_STORAGE_KEY);
  clearStorage();
  if (language) writeStorage(LANGUAGE_STORAGE_KEY, language);
}

/** Ends the session here and now, without a call: storage, token and user stores, query cache. */
export function clearSession(): void {
  clearStoredSession();
  resetToken();
  clearUser();
  getLoadedQueryClient()?.clear();
}

/** Best effort: whatever the server answers, the session here has already ended. */
function revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
  return sendQuietly('POST', '/oauth/revoke', { basicAuth: true, form: { token, token_type_hint: hint } });
}

export interface LogoutOptions {
  /**
   * False leaves the tokens valid on the server: a token the mobile app handed over is the app's,
   * and only the app may end its session.
   */
  revoke?: boolean;
}

/** Signs out: `clearSession()` at once (the caller may navigate right after), then the revocations. */
export async function logout({ revoke: revokeTokens = true }: LogoutOptions = {}): Promise<void> {
  const accessToken = getToken();
  const refreshToken = getRefreshToken();
  clearSession();
  if (!revokeTokens) return;
  const revocations: Promise<unknown>[] = [];
  if (refreshToken) revocations.push(revoke(refreshToken, 'refresh_token'));
  if (accessToken) revocations.push(revoke(accessToken, 'access_token'));
  await Promise.allSettled(revocations);
}
