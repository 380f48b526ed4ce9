import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { getAuthState, getRefreshToken, getToken, storeToken } from './auth-store';
import { queryClient } from './query-client';
import {
  computeTokenExpiry,
  connectSessionRouter,
  getSessionState,
  loadUser,
  login,
  logout,
  onboardingRoute,
  restoreSession,
} from './session';
import { getToasts } from './toast-store';
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

describe('onboarding routing after the user loads (spec §4, rules 1–4)', () => {
  it('1: a NON_VERIFIED user goes to verification, whatever else is missing', () => {
    expect(onboardingRoute({ ...activePlayer, status: 'NON_VERIFIED', authorities: [], player: false })).toBe(
      '/onboarding/verification',
    );
  });
  it('2: a verified user without a role goes to role selection', () => {
    expect(onboardingRoute({ ...activePlayer, authorities: [], player: false })).toBe(
      '/onboarding/role-selection',
    );
  });
  it('3: a single player authority without a player record goes to the player profile', () => {
    expect(onboardingRoute({ ...activePlayer, player: false })).toBe('/onboarding/player-basic-info');
  });
  it('4: a single manager authority without a manager record goes to the manager setup', () => {
    expect(
      onboardingRoute({ ...activePlayer, authorities: ['ROLE_MANAGER'], player: false, manager: false }),
    ).toBe('/onboarding/manager-basic-info');
  });
  it('a complete player, a complete manager and users with several roles stay where they are', () => {
    expect(onboardingRoute(activePlayer)).toBeNull();
    expect(onboardingRoute({ ...activePlayer, authorities: ['ROLE_MANAGER'], manager: true })).toBeNull();
    expect(
      onboardingRoute({ ...activePlayer, authorities: ['ROLE_ADMIN', 'ROLE_PLAYER'], player: false }),
    ).toBeNull();
  });

  it('routes after loading and keeps payment_model in the address', async () => {
    storeToken({ access_token: 'tok', expires_in: 60 });
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, { ...activePlayer, status: 'NON_VERIFIED' }));
    at('/auth/login?payment_model=YEARLY');
    const user = await loadUser({ route: true });
    expect(user?.status).toBe('NON_VERIFIED');
    expect(getUserState()).toMatchObject({ user: { id: 'u1' }, loaded: true, loading: false });
    expect(location()).toBe('/onboarding/verification?payment_model=YEARLY');
  });

  it('a failed user fetch resets the token and goes to sign in', async () => {
    storeToken({ access_token: 'tok', refresh_token: 'ref', expires_in: 60 });
    api.on('GET /api/v1/user', (_r, res) =>
      json(res, 404, { status: 404, error: 'Not Found', message: 'User not found', path: '/api/v1/user' }),
    );
    at('/program');
    expect(await loadUser({ route: true })).toBeNull();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('token_expiry')).toBeNull();
    expect(location()).toBe('/auth/login');
  });

  it('a missing token clears local storage (keeping the language) and goes to sign in', async () => {
    window.localStorage.setItem('language', 'sv');
    window.localStorage.setItem('mobile_token', 'm');
    window.localStorage.setItem('something', 'else');
    at('/onboarding/role-selection');
    expect(await loadUser({ route: true })).toBeNull();
    expect(window.localStorage.getItem('mobile_token')).toBeNull();
    expect(window.localStorage.getItem('something')).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('sv');
    expect(location()).toBe('/auth/login');
    expect(api.received).toHaveLength(0);
  });
});

describe('token storage (spec §3, §9)', () => {
  it('stores expiry = now + expires_in × 1000 ms under the keys token and token_expiry', async () => {
    expect(computeTokenExpiry(3600, 1_000_000)).toBe(1_000_000 + 3_600_000);

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

describe('start-up (spec §4)', () => {
  it('an active stored token loads the user without refreshing', async () => {
    storeToken({ access_token: 'live', refresh_token: 'ref', expires_in: 60 });
    api.on('POST /api/oauth/check_token', (_r, res) => json(res, 200, { active: true }));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    await restoreSession();
    expect(api.calls('POST /api/oauth/check_token')[0].query.get('token')).toBe('live');
    expect(api.calls('POST /api/oauth/token')).toHaveLength(0);
    expect(getUserState().user?.id).toBe('u1');
    expect(getSessionState().started).toBe(true);
  });

  it('an inactive token is refreshed, the new pair stored and the user loaded with it', async () => {
    storeToken({ access_token: 'dead', refresh_token: 'ref-1', expires_in: 60 });
    api.on('POST /api/oauth/check_token', (_r, res) => json(res, 200, { active: false }));
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokenPair('new')));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    await restoreSession();
    expect(api.calls('POST /api/oauth/token')[0].form).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'ref-1',
    });
    expect(getToken()).toBe('access-new');
    expect(getRefreshToken()).toBe('refresh-new');
    expect(api.calls('GET /api/v1/user')[0].headers.authorization).toBe('Bearer access-new');
    expect(getUserState().user?.id).toBe('u1');
  });

  it('a failed check is treated like an inactive token', async () => {
    storeToken({ access_token: 'dead', refresh_token: 'ref-1', expires_in: 60 });
    api.on('POST /api/oauth/check_token', (_r, res) =>
      json(res, 503, { status: 503, error: 'x', message: 'down', path: '' }),
    );
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokenPair('new')));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, activePlayer));
    await restoreSession();
    expect(getToken()).toBe('access-new');
  });

  it('when the refresh fails too, the user is logged out and both tokens revoked', async () => {
    storeToken({ access_token: 'dead', refresh_token: 'ref-1', expires_in: 60 });
    api.on('POST /api/oauth/check_token', (_r, res) => json(res, 200, { active: false }));
    api.on('POST /api/oauth/token', (_r, res) =>
      json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' }),
    );
    api.on('POST /api/oauth/revoke', (_r, res) => json(res, 200, {}));
    await restoreSession();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(api.calls('GET /api/v1/user')).toHaveLength(0);
    expect(
      api
        .calls('POST /api/oauth/revoke')
        .map((r) => r.form.token)
        .sort(),
    ).toEqual(['dead', 'ref-1']);
    expect(getSessionState().started).toBe(true);
  });
});

describe('logout', () => {
  it('clears token and user at once even when the server cannot be reached', async () => {
    storeToken({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    api.on('POST /api/oauth/revoke', (_r, res) => res.destroy());
    await logout();
    expect(getToken()).toBeNull();
    expect(getUserState().user).toBeNull();
    expect(getToasts()).toEqual([]);
  });
});
