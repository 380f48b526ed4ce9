import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { getAuthState } from './auth-store';
import { queryClient } from './query-client';
import { connectSessionRouter } from './session-navigation';
import { getSessionState } from './session-state';
import { login } from './sign-in';
import { getToasts } from './toast-store';
import { getToken } from './auth-store';
import { getUserState } from './user-store';

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
      json(res, 400, { error: 'invalid_grant', error_description: 'Bad credentials' }),
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
        : json(res, 400, { error: 'invalid_grant', error_description: 'Invalid verification code' }),
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
