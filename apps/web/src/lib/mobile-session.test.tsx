import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { testUser } from '@/test/users';
import { getAccountSwitchPrompt } from './account-switch';
import { getMobileToken, getToken, storeToken } from './auth-store';
import { buildCheckoutRequest } from './flows/checkout';
import { isWebNavigation, markWebNavigation, runMobileTokenFlow, useAccountArrival } from './mobile-session';
import { getCoupon } from './flows/referral';
import { getUserState } from './user-store';

const user = testUser();

const api = setupApiServer('/account');

describe('mobile visitor token flow (spec §4)', () => {
  it('an active token from the address is stored (also under the mobile key) and the user loaded', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1800;
    api.respond((req, res) =>
      req.path === '/api/oauth/check_token'
        ? json(res, 200, {
            active: true,
            user_name: user.username,
            authorities: [],
            exp,
            client_id: 'c',
            scope: 's',
          })
        : json(res, 200, user),
    );
    const navigate = vi.fn();
    const ok = await runMobileTokenFlow({ token: 'app-token', fromMobileApp: true, navigate });
    expect(ok).toBe(true);
    expect(getToken()).toBe('app-token');
    expect(getMobileToken()).toBe('app-token');
    expect(Number(window.localStorage.getItem('token_expiry'))).toBeGreaterThan(Date.now() + 1700_000);
    expect(getUserState().user?.id).toBe(user.id);
    const check = api.received.find((r) => r.path === '/api/oauth/check_token');
    expect(check?.query.get('token')).toBe('app-token');
    expect(check?.headers.authorization).toMatch(/^Basic /);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an inactive token in web-view mode goes home and clears the web-navigation flag', async () => {
    api.respond((_req, res) => json(res, 200, { active: false }));
    markWebNavigation();
    const navigate = vi.fn();
    const ok = await runMobileTokenFlow({ token: 'dead-token', fromMobileApp: false, navigate });
    expect(ok).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(isWebNavigation()).toBe(false);
    expect(getToken()).toBeNull();
  });
});

describe('a link signing in as someone else while an account is signed in (login CSRF)', () => {
  const exp = Math.floor(Date.now() / 1000) + 1800;
  function twoAccounts() {
    api.respond((req, res) => {
      if (req.path !== '/api/oauth/check_token') return json(res, 200, user);
      const name = req.query.get('token') === 'mine' ? 'me@example.test' : 'stranger@example.test';
      return json(res, 200, {
        active: true,
        user_name: name,
        authorities: [],
        exp,
        client_id: 'c',
        scope: 's',
      });
    });
  }

  it('asks first, and staying keeps the session signed in', async () => {
    twoAccounts();
    storeToken({ access_token: 'mine', expires_in: 1800 });
    const flow = runMobileTokenFlow({ token: 'theirs', fromMobileApp: false, navigate: vi.fn() });
    await waitFor(() => expect(getAccountSwitchPrompt()).not.toBeNull());
    expect(getAccountSwitchPrompt()).toMatchObject({
      current: 'me@example.test',
      next: 'stranger@example.test',
    });
    getAccountSwitchPrompt()?.answer(false);
    expect(await flow).toBe(true);
    expect(getToken()).toBe('mine');
  });

  it('switches only when the visitor says so', async () => {
    twoAccounts();
    storeToken({ access_token: 'mine', expires_in: 1800 });
    const flow = runMobileTokenFlow({ token: 'theirs', fromMobileApp: false, navigate: vi.fn() });
    await waitFor(() => expect(getAccountSwitchPrompt()).not.toBeNull());
    getAccountSwitchPrompt()?.answer(true);
    expect(await flow).toBe(true);
    expect(getToken()).toBe('theirs');
  });
});

describe('the account page arrival', () => {
  it('keeps a coupon of the address for the checkout started there (spec §4 "Referral")', async () => {
    api.respond((_req, res) => json(res, 200, { active: false }));
    function Arrival() {
      useAccountArrival();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Arrival /> }], {
      initialEntries: ['/account?isUserFromWebView=true&coupon=SPRING25'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(getCoupon()).toBe('SPRING25'));
    const request = buildCheckoutRequest({ id: 's1' }, 'YEARLY', 'web');
    expect(request.coupon).toBe('SPRING25');
    window.sessionStorage.clear();
  });
});
