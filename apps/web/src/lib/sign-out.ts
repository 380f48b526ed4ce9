import { apiPost } from './api-client';
import { getRefreshToken, getToken, logout as clearSignedInState } from './auth-store';

const listeners = new Set<() => void>();

/** Runs `listener` on every sign-out (the session uses it to drop cached server data). */
export function onSignOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<unknown> {
  return apiPost('/oauth/revoke', undefined, {
    basicAuth: true,
    form: { token, token_type_hint: hint },
    silent: true,
  });
}

/**
 * Signs out: token and user are cleared at once (the caller may navigate right after), then both
 * tokens are revoked on the server (RFC 7009), best effort: a failure there changes nothing here.
 * Kept apart from session.ts so the navbar's menu can use it without the session's dependencies.
 */
export async function signOut(): Promise<void> {
  const accessToken = getToken();
  const refreshToken = getRefreshToken();
  clearSignedInState();
  for (const listener of listeners) listener();
  const revocations: Promise<unknown>[] = [];
  if (refreshToken) revocations.push(revoke(refreshToken, 'refresh_token'));
  if (accessToken) revocations.push(revoke(accessToken, 'access_token'));
  await Promise.allSettled(revocations);
}
