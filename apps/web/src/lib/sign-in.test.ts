import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { apiGet, apiPut } from './api-client';
import { getAuthState, getToken, storeToken } from './auth-store';
import { queryClient } from './query-client';
import { connectSessionRouter } from './session-navigation';
import { getSessionState } from './session-state';
import { login } from './sign-in';
import { getToasts } from './toast-store';
import { getUserState, setUser } from './user-store';

const activePlayer = testUser({ id: 'u1', phoneNumber: { countryCode: '+46', number: '701234567' } });

const tokenPair = (suffix: string) => ({
  access_token: `access-${suffix}`,
  token_type: 'bearer',
  refresh_token: `refresh-${suffix}`,
  expires_in: 3600,
  scope: 'read write',
});

const api = setupApiServer('/');
let router: ReturnType<typeof createMemoryRouter>;

function at(path: string) {
  router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  connectSessionRouter(router);
}

const location = () => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  queryClient.clear();
  at('/');
});

afterEach(() => {
  connectSessionRouter(null);
  vi.useRealTimers();
});

describe('token storage (spec §3, §9)', () => {
  it('stores expiry = now + expires_in × 1000 ms under the keys token and token_expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokenPair('1')));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    at('/auth/login');
    expect(await login('ada@example.com', 'secret1')).toBe('signed-in');
    const expected = Date.parse('2026-11-21T10:00:00Z') + 3600 * 1000;
    expect(window.localStorage.getItem('token')).toBe('access-1');
    expect(window.localStorage.getItem('token_expiry')).toBe(String(expected));
    expect(getAuthState()).toMatchObject({ token: 'access-1', tokenExpiry: expected, isAuthenticated: true });
  });
});

describe('login (spec §4, §7, §8)', () => {
  it('sends the password grant with the client credentials, then goes home', async () => {
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokenPair('1')));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    at('/auth/login');
    expect(await login('+46701234567', 'secret1')).toBe('signed-in');
    const [call] = api.calls('POST /api/oauth/token');
    expect(call.form).toEqual({
      grant_type: 'password',
      username: '+46701234567',
      password: 'secret1',
      scope: 'read write',
    });
    expect(call.headers.authorization).toBe(`Basic ${btoa('academy-web:academy-web-secret')}`);
    expect(location()).toBe('/');
    expect(getUserState().user?.id).toBe('u1');
    expect(getSessionState().busy).toBe(false);
  });

  it('does not go home when the address carries payment_model or is the verification page', async () => {
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokenPair('1')));
    api.on('GET /api/v1/user', (_r, res) =>
      json(res, 200, { ...activePlayer, authorities: ['ROLE_PUBLIC'] }),
    );
    at('/auth/login?payment_model=MONTHLY');
    await login('ada@example.com', 'secret1');
    expect(location()).toBe('/auth/login?payment_model=MONTHLY');
  });

  it("toasts 'Invalid username/password' on invalid_grant and stores nothing", async () => {
    api.on('POST /api/oauth/token', (_r, res) =>
      json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Bad credentials',
        code: 'oauth.badCredentials',
      }),
    );
    expect(await login('ada@example.com', 'wrong12')).toBe('failed');
    expect(getToasts().map((t) => t.message)).toEqual(['Invalid username/password']);
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(getAuthState().error).toBeTruthy();
  });

  it("answers 'two-factor' on 'Invalid verification code' and sends the code when given", async () => {
    api.on('POST /api/oauth/token', (r, res) =>
      r.form.code === '123456'
        ? json(res, 200, tokenPair('2'))
        : json(res, 400, {
            error: 'invalid_grant',
            error_description: 'Invalid verification code',
            code: 'verification.invalidCode',
          }),
    );
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    at('/auth/login');
    expect(await login('ada@example.com', 'secret1')).toBe('two-factor');
    expect(getToasts()).toEqual([]);
    expect(await login('ada@example.com', 'secret1', '123456')).toBe('signed-in');
    expect(api.calls('POST /api/oauth/token')[1].form).toMatchObject({
      username: 'ada@example.com',
      code: '123456',
    });
    expect(getToken()).toBe('access-2');
  });
});

describe('a request that met a 401 (spec §8)', () => {
  const unauthorized = {
    status: 401,
    error: 'Unauthorized',
    code: 'http.unauthorized',
    message: 'Full authentication',
    path: '/',
  };

  async function expire() {
    storeToken({ access_token: 'old', refresh_token: 'r-old', expires_in: 60 });
    setUser(activePlayer);
    api.on('PUT /api/v1/user/u1/person', (req, res) =>
      req.headers.authorization === 'Bearer access-1'
        ? json(res, 200, activePlayer)
        : json(res, 401, unauthorized),
    );
    api.on('GET /api/v1/player/user/u1', (_r, res) => json(res, 401, unauthorized));
    api.on('POST /api/oauth/revoke', (_r, res) => json(res, 200, {}));
    await expect(apiPut('/v1/user/u1/person', { phoneNumber: null })).rejects.toMatchObject({ status: 401 });
    await expect(apiGet('/v1/player/user/u1')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(getToasts().map((t) => t.message)).toContain('Access denied. Please login again.');
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokenPair('1')));
  }

  it('a write is sent again, with the new token, once the same user has signed in again', async () => {
    await expire();
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    expect(await login('ada@example.com', 'secret1')).toBe('signed-in');
    await vi.waitFor(() => expect(api.calls('PUT /api/v1/user/u1/person')).toHaveLength(2));
    const replay = api.calls('PUT /api/v1/user/u1/person')[1]!;
    expect(replay.headers.authorization).toBe('Bearer access-1');
    expect(JSON.parse(replay.body)).toEqual({ phoneNumber: null });
    // Reads are not kept: the pages read afresh.
    expect(api.calls('GET /api/v1/player/user/u1')).toHaveLength(1);
  });

  it('another account signing in does not send it', async () => {
    await expire();
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, { ...activePlayer, id: 'u2' }));
    expect(await login('bo@example.com', 'secret1')).toBe('signed-in');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('PUT /api/v1/user/u1/person')).toHaveLength(1);
  });
});
