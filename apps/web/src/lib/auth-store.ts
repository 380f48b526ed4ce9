import type { TokenResponse } from '@academy/contract';
import { createStore, useStore } from './create-store';
import { readStorage, removeStorage, writeStorage } from './storage';

export const TOKEN_KEY = 'token';
export const TOKEN_EXPIRY_KEY = 'token_expiry';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const MOBILE_TOKEN_KEY = 'mobile_token';

export interface AuthState {
  token: string | null;
  /** Absolute expiry in ms since the epoch; 0 when there is none. */
  tokenExpiry: number;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: unknown;
}

/** A token answer, or a token the mobile app handed over (no refresh token then). */
export type StoredToken = Pick<TokenResponse, 'access_token' | 'expires_in'> &
  Partial<Pick<TokenResponse, 'refresh_token'>>;

function readStoredState(): AuthState {
  const token = readStorage(TOKEN_KEY);
  const tokenExpiry = Number(readStorage(TOKEN_EXPIRY_KEY)) || 0;
  // A stored token marks the user authenticated (spec §4, "load token from storage").
  return { token, tokenExpiry, isAuthenticated: token !== null, isLoading: false, error: null };
}

const authStore = createStore<AuthState>(readStoredState());

export function getAuthState(): AuthState {
  return authStore.getState();
}

export function useAuthState(): AuthState {
  return useStore(authStore);
}

/** Calls `listener` after every change of the auth state; answers the unsubscribe function. */
export function subscribeAuthState(listener: () => void): () => void {
  return authStore.subscribe(listener);
}

/** Re-reads the stored token, e.g. after another tab or the mobile app changed it. */
export function loadTokenFromStorage(): void {
  authStore.setState(readStoredState());
}

export function startAuthentication(): void {
  authStore.setState({ isLoading: true, error: null });
}

export function failAuthentication(error: unknown): void {
  authStore.setState({ isAuthenticated: false, isLoading: false, error });
}

export function storeToken({ access_token, refresh_token, expires_in }: StoredToken): void {
  // Spec §3, §9: the stored expiry is now + expires_in × 1000 ms.
  const tokenExpiry = Date.now() + expires_in * 1000;
  writeStorage(TOKEN_KEY, access_token);
  writeStorage(TOKEN_EXPIRY_KEY, String(tokenExpiry));
  if (refresh_token) writeStorage(REFRESH_TOKEN_KEY, refresh_token);
  authStore.setState({
    token: access_token,
    tokenExpiry,
    isAuthenticated: true,
    isLoading: false,
    error: null,
  });
}

export function getToken(): string | null {
  return authStore.getState().token;
}

export function getRefreshToken(): string | null {
  return readStorage(REFRESH_TOKEN_KEY);
}

export function resetToken(): void {
  removeStorage(TOKEN_KEY, TOKEN_EXPIRY_KEY, REFRESH_TOKEN_KEY);
  authStore.setState({ token: null, tokenExpiry: 0, isAuthenticated: false, isLoading: false });
}

export function storeMobileToken(token: string): void {
  writeStorage(MOBILE_TOKEN_KEY, token);
}

export function getMobileToken(): string | null {
  return readStorage(MOBILE_TOKEN_KEY);
}

export function removeMobileToken(): void {
  removeStorage(MOBILE_TOKEN_KEY);
}
