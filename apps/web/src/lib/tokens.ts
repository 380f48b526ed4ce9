/**
 * The token calls of spec §4, §7 (api-contract.md "Tokens"): password and account-creation grants,
 * refresh (one at a time: the server rotates refresh tokens), and check_token.
 */
import type { CheckTokenResponse, PasswordGrant, TokenResponse } from '@academy/contract';
import { apiPost } from './api-client';
import { getRefreshToken, storeToken } from './auth-store';

export const TOKEN_SCOPE: PasswordGrant['scope'] = 'read write';

/** POST /oauth/token with the web client's credentials; failures are the caller's to report. */
export function requestToken(form: Record<string, string | undefined>): Promise<TokenResponse> {
  return apiPost<TokenResponse>('/oauth/token', undefined, { basicAuth: true, form, silent: true });
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
