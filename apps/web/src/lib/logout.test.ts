import { afterEach, describe, expect, it } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { apiGet } from './api-client';
import { getAuthState, getToken, storeToken } from './auth-store';
import { logout } from './logout';
import { queryClient } from './query-client';
import { getToasts } from './toast-store';
import { getUserState, setUser } from './user-store';

const api = setupApiServer('/');

afterEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});

function signIn() {
  storeToken({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
  setUser(testUser({ id: 'u1' }));
  queryClient.setQueryData(['subscriptions', 'active', 'u1', 'en'], { id: 's1' });
  window.localStorage.setItem('language', 'fr');
  window.localStorage.setItem('mobile_token', 'm');
  window.localStorage.setItem('isUserFromWebView', 'true');
  window.sessionStorage.setItem('coupon', 'SPRING25');
}

/** What every way of ending a session leaves behind. */
function expectSignedOut() {
  expect(getToken()).toBeNull();
  expect(getAuthState().isAuthenticated).toBe(false);
  expect(getUserState().user).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(Object.keys(window.localStorage)).toEqual(['language']);
  expect(window.localStorage.getItem('language')).toBe('fr');
  // The visit's coupon is not the account's.
  expect(window.sessionStorage.getItem('coupon')).toBe('SPRING25');
}

describe('logout: the one way a session ends', () => {
  it('clears storage (but the language), the stores and the query cache, then revokes both tokens', async () => {
    signIn();
    api.on('POST /api/oauth/revoke', (_r, res) => json(res, 200, {}));
    await logout();
    expectSignedOut();
    expect(
      api
        .calls('POST /api/oauth/revoke')
        .map((r) => r.form.token)
        .sort(),
    ).toEqual(['a', 'r']);
  });

  it('clears everything at once even when the server cannot be reached', async () => {
    signIn();
    api.on('POST /api/oauth/revoke', (_r, res) => res.destroy());
    await logout();
    expectSignedOut();
    expect(getToasts()).toEqual([]);
  });

  it("leaves a mobile app's token valid on the server when asked to", async () => {
    signIn();
    await logout({ revoke: false });
    expectSignedOut();
    expect(api.calls('POST /api/oauth/revoke')).toHaveLength(0);
  });

  it('a 401 on any call takes the same path: no cached data of the account survives', async () => {
    signIn();
    api.on('GET /api/v1/user', (_r, res) =>
      json(res, 401, {
        status: 401,
        error: 'Unauthorized',
        code: 'http.unauthorized',
        message: 'Full authentication',
        path: '/',
      }),
    );
    api.on('POST /api/oauth/revoke', (_r, res) => json(res, 200, {}));
    await expect(apiGet('/v1/user')).rejects.toMatchObject({ status: 401 });
    expectSignedOut();
  });
});
