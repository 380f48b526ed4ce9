import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { getRefreshToken, getToken, storeToken } from './auth-store';
import { queryClient } from './query-client';
import { connectSessionRouter } from './session-navigation';
import { getSessionState } from './session-state';
import { restoreSession } from './start-up';
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

beforeEach(() => {
  queryClient.clear();
  at('/');
});

afterEach(() => {
  connectSessionRouter(null);
  vi.useRealTimers();
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
      json(res, 503, { status: 503, error: 'x', code: 'http.unavailable', message: 'down', path: '' }),
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
      json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid refresh token',
        code: 'oauth.invalidRefreshToken',
      }),
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

describe('start-up without a stored token (spec §4)', () => {
  it('clears local storage but the language choice, calls nothing and stays where it is', async () => {
    window.localStorage.setItem('language', 'pt');
    window.localStorage.setItem('refresh_token', 'stale');
    window.localStorage.setItem('isUserFromWebView', 'true');
    window.sessionStorage.setItem('coupon', 'SPRING25');
    await restoreSession();
    expect(Object.keys(window.localStorage)).toEqual(['language']);
    expect(window.sessionStorage.getItem('coupon')).toBe('SPRING25');
    expect(api.received).toHaveLength(0);
    expect(getSessionState().started).toBe(true);
    window.sessionStorage.clear();
  });
});
