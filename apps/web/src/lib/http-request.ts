/**
 * The transport under lib/api-client.ts: builds a request (address, language, token or client
 * credentials, anti-forgery header) and reads a body. No toasts and no session handling, so the
 * session's own calls (lib/logout.ts revoking tokens) can use it without importing the client.
 */
import { getToken } from './auth-store';
import { config } from './config';
import { getLanguage } from './i18n';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Sent form-encoded instead of `body` (the OAuth token calls). */
  form?: Record<string, QueryValue>;
  /** `true` uses the web client's credentials; replaces the bearer token. */
  basicAuth?: boolean | { username: string; password: string };
  headers?: Record<string, string>;
  /** Throw without showing a toast; the caller reports the error itself. */
  silent?: boolean;
  signal?: AbortSignal;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

function resolveUrl(url: string): URL {
  if (ABSOLUTE_URL.test(url)) return new URL(url);
  const base = config.apiBasePath;
  const path =
    url === base || url.startsWith(`${base}/`) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
  return new URL(path, window.location.origin);
}

/** Terms are plain-text files per language: the language is in their name, not in a parameter. */
function isTermsFile(url: URL): boolean {
  return url.pathname.endsWith('.txt') || url.pathname.includes('/terms');
}

function needsLanguage(method: HttpMethod, url: URL, sameOrigin: boolean): boolean {
  return (
    method === 'GET' &&
    sameOrigin &&
    !url.searchParams.has('language') &&
    !isTermsFile(url) &&
    !url.pathname.includes('api/v1/club')
  );
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function encodeBasic(credentials: ApiRequestOptions['basicAuth']): string {
  const { username, password } =
    typeof credentials === 'object'
      ? credentials
      : { username: config.oauthClientId, password: config.oauthClientSecret };
  return `Basic ${btoa(`${username}:${password}`)}`;
}

function toSearchParams(values: Record<string, QueryValue>, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) into.set(key, String(value));
  }
  return into;
}

export function buildRequest(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions,
): { url: URL; init: RequestInit } {
  const target = resolveUrl(url);
  const sameOrigin = target.origin === window.location.origin;
  if (options.query) toSearchParams(options.query, target.searchParams);
  if (needsLanguage(method, target, sameOrigin)) target.searchParams.set('language', getLanguage());

  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = toSearchParams(options.form);
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const token = getToken();
  if (options.basicAuth) {
    headers.set('Authorization', encodeBasic(options.basicAuth));
  } else if (token && sameOrigin && !/\/v1\/event\/?$/.test(target.pathname)) {
    // The club-site referral (`POST /v1/event`) goes without a token; `/v1/events/…` (team trainings) with one.
    headers.set('Authorization', `Bearer ${token}`);
  }

  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && sameOrigin && method !== 'GET' && method !== 'HEAD') headers.set('X-XSRF-TOKEN', xsrf);

  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);
  return { url: target, init: { method, headers, body, signal: options.signal, credentials: 'same-origin' } };
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a request and forgets the answer: for calls whose outcome nobody waits for. */
export async function sendQuietly(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions,
): Promise<void> {
  const request = buildRequest(method, url, options);
  await fetch(request.url, request.init);
}
