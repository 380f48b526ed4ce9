import { ApiError, isApiError, isApiErrorBody, isOAuthErrorBody } from './api-error';
import { getToken } from './auth-store';
import { i18n } from './i18n';
import { collectRequest, takeCollectedRequests } from './collected-requests';
import { type ApiRequestOptions, buildRequest, type HttpMethod, readBody } from './http-request';
import { logout } from './logout';
import { errorText } from './error-text';
import {
  currentLocation,
  MANAGER_INFO_PATH,
  navigate,
  PLAYER_INFO_PATH,
  withPaymentModel,
} from './session-navigation';
import { showToast } from './toast-store';
import { getUserState } from './user-store';

export { ApiError, isApiError } from './api-error';
export type { ApiRequestOptions, HttpMethod } from './http-request';

/** What the visitor reads: the error in the interface language, by its code (lib/error-text.ts). */
function describeFailure(status: number, body: unknown): string {
  if (status === 401) return i18n.t('messages.accessDenied');
  if (isApiErrorBody(body) && body.message) return errorText(body.code, body.message);
  if (isOAuthErrorBody(body)) return errorText(body.code, body.error_description ?? body.error);
  return i18n.t('messages.genericError');
}

/**
 * Spec §8: a signed-in user's call answered 'Player not found' or 'Manager not found' means the
 * profile is missing: the matching basic-info page opens (payment_model kept).
 */
export function isMissingProfile(error: unknown): error is ApiError {
  return (
    isApiError(error) && error.status === 404 && error.is('player.playerNotFound', 'manager.managerNotFound')
  );
}

function openMissingProfile(error: ApiError): void {
  if (!getToken() || !isMissingProfile(error)) return;
  const target = error.is('player.playerNotFound') ? PLAYER_INFO_PATH : MANAGER_INFO_PATH;
  if (currentLocation().pathname !== target) void navigate(withPaymentModel(target));
}

/** A write whose token had died: kept for the same user's next sign-in (lib/collected-requests.ts). */
function collectWrite(method: HttpMethod, url: string, options: ApiRequestOptions): void {
  const userId = getUserState().user?.id;
  if (!userId || method === 'GET' || method === 'HEAD') return;
  const { signal: _signal, ...rest } = options;
  collectRequest({ method, url, options: rest as Record<string, unknown>, userId });
}

/** Sends again, in order, the writes `userId` made when their session ran out (spec §8). */
export async function replayCollectedRequests(userId: string): Promise<void> {
  for (const request of takeCollectedRequests(userId)) {
    await apiRequest(request.method, request.url, request.options).catch(() => {
      // The API client has shown why; the next one is still worth sending.
    });
  }
}

function failRequest(
  method: HttpMethod,
  url: string,
  status: number,
  body: unknown,
  options: ApiRequestOptions,
): never {
  const message = describeFailure(status, body);
  // OAuth errors (wrong password, missing 2FA code) are the login form's business, not a toast's.
  if (!options.silent && !isOAuthErrorBody(body)) showToast({ type: 'error', message });
  // A 401 means the stored token is dead; client-credential calls (sign-up, token) say nothing about it.
  if (status === 401 && !options.basicAuth) {
    collectWrite(method, url, options);
    void logout();
  }
  const error = new ApiError(status, body, message);
  openMissingProfile(error);
  throw error;
}

/** One call to the API: adds the token, language and anti-forgery header, and turns failures into toasts. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const request = buildRequest(method, url, options);
  let response: Response;
  try {
    response = await fetch(request.url, request.init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const message = i18n.t('messages.somethingWentWrong');
    // Offline, a failed call is expected: the page says the device is offline (OfflineBanner).
    if (!options.silent && navigator.onLine !== false) showToast({ type: 'error', message });
    throw new ApiError(0, null, message);
  }
  const body = await readBody(response);
  if (response.status === 0 || !response.ok) failRequest(method, url, response.status, body, options);
  return body as T;
}

export function apiGet<T>(url: string, options?: Omit<ApiRequestOptions, 'body' | 'form'>): Promise<T> {
  return apiRequest<T>('GET', url, options);
}

export function apiPost<T>(url: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('POST', url, { ...options, body });
}

export function apiPut<T>(url: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('PUT', url, { ...options, body });
}

export function apiDelete<T>(url: string, options?: ApiRequestOptions): Promise<T> {
  return apiRequest<T>('DELETE', url, options);
}
