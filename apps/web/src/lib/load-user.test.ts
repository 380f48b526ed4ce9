import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { storeToken } from './auth-store';
import { loadUser, onboardingRoute } from './load-user';
import { queryClient } from './query-client';
import { connectSessionRouter } from './session-navigation';
import { getToken } from './auth-store';
import { getUserState } from './user-store';

const activePlayer = testUser({ id: 'u1', phoneNumber: { countryCode: '+46', number: '701234567' } });

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

  it('leaves support and the legal pages open in every onboarding state', async () => {
    storeToken({ access_token: 'tok', expires_in: 60 });
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, { ...activePlayer, authorities: [] }));
    for (const page of ['/support', '/terms-of-service', '/privacy-policy']) {
      at(page);
      await loadUser({ route: true });
      expect(location()).toBe(page);
    }
    at('/program');
    await loadUser({ route: true });
    expect(location()).toBe('/onboarding/role-selection');
  });

  it('a failed user fetch resets the token and goes to sign in', async () => {
    storeToken({ access_token: 'tok', refresh_token: 'ref', expires_in: 60 });
    api.on('GET /api/v1/user', (_r, res) =>
      json(res, 404, {
        status: 404,
        error: 'Not Found',
        code: 'user.userNotFound',
        message: 'User not found',
        path: '/api/v1/user',
      }),
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
