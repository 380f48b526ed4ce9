import type { Subscription } from '@academy/contract';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { TEST_PROGRAM_ID, testSubscription } from '@/test/subscriptions';
import { testUser } from '@/test/users';
import { storeToken } from '../auth-store';
import { checkoutAfterLogin, checkoutReturnUrls, startCheckout } from './checkout';
import { config } from '../config';
import { i18n } from '../i18n';
import { clearSession } from '../logout';
import { ensureActiveSubscription } from '../queries/active-subscription';
import { queryClient } from '../query-client';
import { connectSessionRouter } from '../session-navigation';
import { login } from '../sign-in';

const PLAYER = { id: '0b8f5f8e-54d7-4c1e-9a53-1f0f6a2b1100', userId: 'u1', ageGroupId: 'U12' };
const PROGRAM_ID = TEST_PROGRAM_ID;

function subscription(overrides: Partial<Subscription> = {}) {
  return testSubscription({
    trainingProgram: { id: PROGRAM_ID, title: 'U12 program', fees: [] },
    ...overrides,
  });
}

const api = setupApiServer('/onboarding/player-basic-info?payment_model=YEARLY');
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  queryClient.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** startCheckout never resolves once the browser is leaving: wait for the redirect instead. */
async function leftFor(): Promise<string> {
  await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  return String(assign.mock.calls[0]?.[0]);
}

describe('checkout return URLs (spec §4)', () => {
  it('mobile: /account with subscription_state successful or unsuccessful', () => {
    expect(checkoutReturnUrls('mobile', 'https://academy.example')).toEqual({
      success: 'https://academy.example/account?subscription_state=successful',
      cancel: 'https://academy.example/account?subscription_state=unsuccessful',
    });
  });

  it('after player creation: home with is_user_first_signin=true for both', () => {
    const home = 'https://academy.example/?is_user_first_signin=true';
    expect(checkoutReturnUrls('first-signin', 'https://academy.example')).toEqual({
      success: home,
      cancel: home,
    });
  });

  it('otherwise: the one configured URL for both, marked as a checkout return', () => {
    const { success, cancel } = checkoutReturnUrls('web', 'https://academy.example');
    const expected = new URL(config.checkoutReturnUrl, 'https://academy.example');
    expected.searchParams.set('checkout_return', '1');
    expect(success).toBe(expected.href);
    expect(cancel).toBe(success);
  });
});

describe('ensureActiveSubscription', () => {
  it('uses the first ACTIVE subscription when there is one', async () => {
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) =>
      json(res, 200, [subscription(), subscription({ id: 'second' })]),
    );
    expect((await ensureActiveSubscription(queryClient, PLAYER, i18n.language)).id).toBe(subscription().id);
    expect(api.calls('POST /api/v1/player-training-program-subscription')).toHaveLength(0);
  });

  it('starts one for the age group program when there is none, then reads the list again', async () => {
    let created = false;
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) =>
      json(res, 200, created ? [subscription()] : []),
    );
    api.on('GET /api/v1/training-program/age-group/U12', (_r, res) =>
      json(res, 200, { id: PROGRAM_ID, title: 'U12', ageGroupId: 'U12', status: 'PUBLIC', fees: [] }),
    );
    api.on('POST /api/v1/player-training-program-subscription', (_r, res) => {
      created = true;
      json(res, 201, subscription());
    });
    await i18n.changeLanguage('sv');
    expect((await ensureActiveSubscription(queryClient, PLAYER, i18n.language)).id).toBe(subscription().id);
    expect(api.calls('GET /api/v1/training-program/age-group/U12')[0]?.query.get('status')).toBe('PUBLIC');
    expect(JSON.parse(api.calls('POST /api/v1/player-training-program-subscription')[0]?.body ?? '')).toEqual(
      {
        playerId: PLAYER.id,
        trainingProgramId: PROGRAM_ID,
        coupon: null,
      },
    );
    const lists = api.calls('GET /api/v1/player-training-program-subscription');
    expect(lists).toHaveLength(2);
    expect(lists.map((r) => [r.query.get('status'), r.query.get('language')])).toEqual([
      ['ACTIVE', 'sv'],
      ['ACTIVE', 'sv'],
    ]);
  });
});

describe('startCheckout', () => {
  it('opens a session with the language, plan, return URLs, coupon and referral, then goes to its url', async () => {
    window.sessionStorage.setItem('coupon', 'SPRING25');
    window.sessionStorage.setItem('referral_event', JSON.stringify({ name: 'club.example' }));
    api.on('POST /api/v1/billing/checkout-session', (_r, res) =>
      json(res, 200, { sessionId: 'cs_1', url: '/sandbox/checkout/cs_1' }),
    );
    void startCheckout({ subscription: subscription(), paymentModel: 'YEARLY', returnTo: 'first-signin' });
    expect(await leftFor()).toBe('/sandbox/checkout/cs_1');
    const [call] = api.calls('POST /api/v1/billing/checkout-session');
    expect(call?.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      language: 'en',
      subscriptionId: subscription().id,
      paymentModel: 'YEARLY',
      callBackCancelURL: `${api.origin}/?is_user_first_signin=true`,
      callBackSuccessURL: `${api.origin}/?is_user_first_signin=true`,
      coupon: 'SPRING25',
      metaData: { event: 'club.example' },
    });
  });

  it('sends no coupon or metaData when the visit brought none', async () => {
    api.on('POST /api/v1/billing/checkout-session', (_r, res) =>
      json(res, 200, { sessionId: 'cs_2', url: 'https://checkout.stripe.example/c/cs_2' }),
    );
    void startCheckout({ subscription: subscription(), paymentModel: 'MONTHLY', returnTo: 'mobile' });
    expect(await leftFor()).toBe('https://checkout.stripe.example/c/cs_2');
    const body = JSON.parse(api.calls('POST /api/v1/billing/checkout-session')[0]?.body ?? '');
    expect(body).not.toHaveProperty('coupon');
    expect(body).not.toHaveProperty('metaData');
    expect(body.callBackSuccessURL).toBe(`${api.origin}/account?subscription_state=successful`);
    expect(body.callBackCancelURL).toBe(`${api.origin}/account?subscription_state=unsuccessful`);
  });

  it('without a signed-in user goes to sign-up with payment_model and calls nothing', async () => {
    window.localStorage.clear();
    clearSession();
    void startCheckout({ subscription: subscription(), paymentModel: 'YEARLY', returnTo: 'first-signin' });
    expect(await leftFor()).toBe('/auth/signup?payment_model=YEARLY');
    expect(api.received).toHaveLength(0);
  });

  it('rejects when the session call fails, without leaving', async () => {
    api.on('POST /api/v1/billing/checkout-session', (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'billing.alreadyEnabled',
        message: 'Billing is already enabled',
        path: '/',
      }),
    );
    await expect(
      startCheckout({ subscription: subscription(), paymentModel: 'YEARLY', returnTo: 'web' }),
    ).rejects.toThrow('Billing is already enabled');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('checkoutAfterLogin (spec §4 "Login with payment_model")', () => {
  it('player → ACTIVE subscription → checkout returning to the configured URL', async () => {
    api.on('GET /api/v1/player/user/u1', (_r, res) => json(res, 200, PLAYER));
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) => json(res, 200, [subscription()]));
    api.on('POST /api/v1/billing/checkout-session', (_r, res) =>
      json(res, 200, { sessionId: 'cs_3', url: '/sandbox/checkout/cs_3' }),
    );
    void checkoutAfterLogin({ id: 'u1' }, 'MONTHLY');
    expect(await leftFor()).toBe('/sandbox/checkout/cs_3');
    const body = JSON.parse(api.calls('POST /api/v1/billing/checkout-session')[0]?.body ?? '');
    expect(body.paymentModel).toBe('MONTHLY');
    const back = new URL(config.checkoutReturnUrl, api.origin);
    back.searchParams.set('checkout_return', '1');
    expect(body.callBackSuccessURL).toBe(back.href);
  });

  it('answers false (go home) when the player cannot be loaded, quietly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /api/v1/player/user/u1', (_r, res) =>
      json(res, 503, {
        status: 503,
        error: 'Service Unavailable',
        code: 'http.unavailable',
        message: 'down',
        path: '/',
      }),
    );
    // A 503 is retried (spec §9); here the retries would only make the test slow.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    try {
      expect(await checkoutAfterLogin({ id: 'u1' }, 'YEARLY')).toBe(false);
    } finally {
      queryClient.setDefaultOptions(defaults);
    }
    expect(error).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('answers false for an unknown plan or a subscription that already bills', async () => {
    expect(await checkoutAfterLogin({ id: 'u1' }, 'WEEKLY')).toBe(false);
    api.on('GET /api/v1/player/user/u1', (_r, res) => json(res, 200, PLAYER));
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) =>
      json(res, 200, [subscription({ billingEnabled: true })]),
    );
    expect(await checkoutAfterLogin({ id: 'u1' }, 'YEARLY')).toBe(false);
    expect(api.calls('POST /api/v1/billing/checkout-session')).toHaveLength(0);
  });
});

describe('signing in with payment_model (lib/sign-in.ts → checkoutAfterLogin)', () => {
  const player = testUser({ id: 'u1' });
  const tokens = { access_token: 'a-2', refresh_token: 'r-2', expires_in: 3600, token_type: 'bearer' };

  function at(path: string) {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
    connectSessionRouter(router);
    return router;
  }

  afterEach(() => connectSessionRouter(null));

  it('a player goes from the sign-in form straight to the card checkout', async () => {
    at('/auth/login?payment_model=YEARLY');
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokens));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, player));
    api.on('GET /api/v1/player/user/u1', (_r, res) => json(res, 200, PLAYER));
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) => json(res, 200, [subscription()]));
    api.on('POST /api/v1/billing/checkout-session', (_r, res) =>
      json(res, 200, { sessionId: 'cs_4', url: '/sandbox/checkout/cs_4' }),
    );
    void login('ada@example.com', 'secret1');
    expect(await leftFor()).toBe('/sandbox/checkout/cs_4');
    expect(JSON.parse(api.calls('POST /api/v1/billing/checkout-session')[0]?.body ?? '').paymentModel).toBe(
      'YEARLY',
    );
  });

  it("'Player not found' opens the player basic info, keeping payment_model (spec §8)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = at('/auth/login?payment_model=MONTHLY');
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokens));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, player));
    api.on('GET /api/v1/player/user/u1', (_r, res) =>
      json(res, 404, {
        status: 404,
        error: 'Not Found',
        code: 'player.playerNotFound',
        message: 'Player not found',
        path: '/',
      }),
    );
    expect(await login('ada@example.com', 'secret1')).toBe('signed-in');
    await vi.waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/onboarding/player-basic-info?payment_model=MONTHLY',
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
