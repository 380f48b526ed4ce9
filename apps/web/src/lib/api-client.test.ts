import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Handler,
  json,
  type ReceivedRequest,
  setPageUrl,
  startApiServer,
  setupApiServer,
} from '@/test/api-server';
import { apiDelete, apiGet, apiPost, apiPut, isApiError } from './api-client';
import { getToken, storeToken } from './auth-store';
import { i18n } from './i18n';
import { connectSessionRouter } from './session-navigation';
import { getToasts } from './toast-store';

/** Answers every request with this JSON. */
function answer(status: number, body: unknown): Handler {
  return (_req, res) => json(res, status, body);
}

// The page is served by the API's own host, as in production.
const api = setupApiServer('/account');
const other = setupApiServer();

beforeEach(() => {
  api.respond(answer(200, { ok: true }));
  other.respond(answer(200, { ok: true }));
});

function lastRequest(): ReceivedRequest {
  const request = api.received.at(-1);
  if (!request) throw new Error('the server received nothing');
  return request;
}

function toastMessages(): string[] {
  return getToasts().map((t) => t.message);
}

describe('api client: headers and parameters (spec §7)', () => {
  it('sends the stored token as a bearer header under /api', async () => {
    storeToken({ access_token: 'tok-123', expires_in: 3600 });
    await apiGet('/v1/user');
    expect(lastRequest().path).toBe('/api/v1/user');
    expect(lastRequest().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no bearer header on event requests', async () => {
    storeToken({ access_token: 'tok-123', expires_in: 3600 });
    await apiPost('/v1/event', { name: 'referral' });
    expect(lastRequest().path).toBe('/api/v1/event');
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(JSON.parse(lastRequest().body)).toEqual({ name: 'referral' });
    // A team training's answer is a signed-in call.
    await apiPut('/v1/events/e1/rsvp', { playerId: 'p1', rsvp: 'ATTENDING' });
    expect(lastRequest().headers.authorization).toBe('Bearer tok-123');
  });

  it('adds the current language to GET requests', async () => {
    await apiGet('/v1/player-training-program-subscription', { query: { status: 'ACTIVE' } });
    expect(lastRequest().query.get('language')).toBe('en');
    expect(lastRequest().query.get('status')).toBe('ACTIVE');

    await i18n.changeLanguage('sv');
    await apiGet('/v1/player-training-program-subscription');
    expect(lastRequest().query.get('language')).toBe('sv');
  });

  it('keeps a language the caller set', async () => {
    await apiGet('/v1/training-program/age-group/U13', { query: { language: 'fr' } });
    expect(lastRequest().query.getAll('language')).toEqual(['fr']);
  });

  it('adds no language to club searches, terms files or non-GET requests', async () => {
    await apiGet('/v1/club', { query: { query: 'ham', size: 5000 } });
    expect(lastRequest().query.has('language')).toBe(false);

    api.respond((_req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Terms'));
    const terms = await apiGet<string>(`${api.origin}/assets/terms/terms-sv.txt`);
    expect(terms).toBe('Terms');
    expect(lastRequest().query.has('language')).toBe(false);

    api.respond(answer(200, {}));
    await apiPost('/v1/support', { subject: 's', message: 'm' });
    expect(lastRequest().query.has('language')).toBe(false);
  });

  it('sends X-XSRF-TOKEN from the XSRF-TOKEN cookie on non-GET relative requests only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'XSRF-TOKEN=xsrf%20value; path=/';
    await apiPut('/v1/user/verify', { id: '1', code: '123456' });
    expect(lastRequest().headers['x-xsrf-token']).toBe('xsrf value');
    await apiDelete('/v1/player-training-program-subscription/1');
    expect(lastRequest().headers['x-xsrf-token']).toBe('xsrf value');
    await apiGet('/v1/user');
    expect(lastRequest().headers['x-xsrf-token']).toBeUndefined();
  });

  it('keeps the token, language and anti-forgery header away from other hosts', async () => {
    storeToken({ access_token: 'tok-123', expires_in: 3600 });
    await apiGet(`${other.origin}/storage/file.json`);
    const request = other.received.at(-1);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.query.has('language')).toBe(false);
  });

  it('sends token calls form-encoded with the client credentials', async () => {
    await apiPost('/oauth/token', undefined, {
      basicAuth: true,
      form: { grant_type: 'password', username: 'a@b.se', password: 'secret1', scope: 'read write' },
    });
    const request = lastRequest();
    expect(request.path).toBe('/api/oauth/token');
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(`Basic ${btoa('academy-web:academy-web-secret')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'password',
      username: 'a@b.se',
      password: 'secret1',
      scope: 'read write',
    });
  });
});

describe('api client: failures (spec §8)', () => {
  it('shows "Something went wrong" when the server cannot be reached (status 0)', async () => {
    const closed = await startApiServer();
    await closed.close();
    // The page's own host stops answering (offline, server down).
    setPageUrl(`${closed.origin}/account`);
    const error = await apiGet('/v1/user')
      .catch((e: unknown) => e)
      .finally(() => setPageUrl(`${api.origin}/account`));
    expect(isApiError(error) && error.status).toBe(0);
    expect(toastMessages()).toEqual(['Something went wrong']);
  });

  it('on 401 shows "Access denied. Please login again." and signs the user out', async () => {
    storeToken({ access_token: 'dead-token', expires_in: 3600 });
    api.respond(
      answer(401, {
        status: 401,
        error: 'Unauthorized',
        code: 'http.unauthorized',
        message: 'Token expired',
        path: '/api/v1/user',
      }),
    );
    const error = await apiGet('/v1/user').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(toastMessages()).toEqual(['Access denied. Please login again.']);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message when the web app does not know its code (a newer server)", async () => {
    api.respond(
      answer(409, {
        status: 409,
        error: 'Conflict',
        code: 'household.emailRegistered',
        message: 'E-mail already registered',
        path: '/api/v1/user',
      }),
    );
    const error = await apiPost('/v1/user', {}, { basicAuth: true }).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('E-mail already registered');
    expect(toastMessages()).toEqual(['E-mail already registered']);
  });

  it('shows the generic message when the server sends none, in the current language', async () => {
    api.respond((_req, res) =>
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    await apiGet('/v1/user').catch(() => {});
    expect(toastMessages()).toEqual(['An unexpected error occurred. Please try again.']);

    await i18n.changeLanguage('fr');
    api.respond((_req, res) => res.writeHead(500).end());
    await apiGet('/v1/other').catch(() => {});
    expect(toastMessages()).toContain(i18n.t('messages.genericError'));
    expect(i18n.t('messages.genericError')).not.toBe('An unexpected error occurred. Please try again.');
  });

  it('leaves OAuth errors and silent calls to the caller', async () => {
    api.respond(
      answer(400, {
        error: 'invalid_grant',
        error_description: 'Bad credentials',
        code: 'oauth.badCredentials',
      }),
    );
    const error = await apiPost('/oauth/token', undefined, { basicAuth: true, form: {} }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.message).toBe('Bad credentials');

    api.respond(
      answer(404, {
        status: 404,
        error: 'Not Found',
        code: 'player.playerNotFound',
        message: 'Player not found',
        path: '/api/v1/player',
      }),
    );
    await apiGet('/v1/player/user/1', { silent: true }).catch(() => {});
    expect(toastMessages()).toEqual([]);
  });
});

describe('server messages (spec §8) in the interface language', () => {
  it('a toast shows the server message translated', async () => {
    await i18n.changeLanguage('sv');
    api.respond(
      answer(400, {
        status: 400,
        error: 'Bad Request',
        code: 'verification.invalidCode',
        message: 'Invalid verification code',
        path: '/',
      }),
    );
    await expect(apiPut('/v1/user/verify', { id: 'x', code: '000000' })).rejects.toMatchObject({
      message: 'Ogiltig verifieringskod',
    });
    expect(getToasts().map((t) => t.message)).toEqual(['Ogiltig verifieringskod']);
  });

  it("'Manager not found' for a signed-in user opens the manager basic info", async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/'] });
    connectSessionRouter(router);
    try {
      storeToken({ access_token: 'tok', expires_in: 60 });
      api.respond(
        answer(404, {
          status: 404,
          error: 'Not Found',
          code: 'manager.managerNotFound',
          message: 'Manager not found',
          path: '/',
        }),
      );
      await expect(apiGet('/v1/manager/user/u1', { silent: true })).rejects.toMatchObject({ status: 404 });
      await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/manager-basic-info'));
    } finally {
      connectSessionRouter(null);
    }
  });
});
