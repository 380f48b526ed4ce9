import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { TEST_SUBSCRIPTION_ID, testSubscription } from '@/test/subscriptions';
import { testUser } from '@/test/users';
import { SubscriptionTab, type SubscriptionTabProps } from './subscription-tab';

const user = testUser();

const PLAYER = { id: '0b8f5f8e-54d7-4c1e-9a53-1f0f6a2b1100', userId: user.id, ageGroupId: 'U12' };
const SUBSCRIPTION_ID = TEST_SUBSCRIPTION_ID;
const LIST = 'GET /api/v1/player-training-program-subscription';

const subscription = testSubscription;

const api = setupApiServer('/account');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(`GET /api/v1/player/user/${user.id}`, (_r, res) => json(res, 200, PLAYER));
  api.on('GET /api/v1/billing/payment-method', (_r, res) =>
    json(res, 404, {
      status: 404,
      error: 'Not Found',
      code: 'billing.paymentMethodNotFound',
      message: 'Payment method not found',
      path: '/',
    }),
  );
});

let client = createQueryClient();

afterEach(async () => {
  // Reads started by a mutation finish before the next test (and before the server closes).
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  vi.restoreAllMocks();
});

function renderTab(props: Partial<SubscriptionTabProps> = {}, path = '/account') {
  client = createQueryClient();
  return renderWithRouter(
    withQueryClient(<SubscriptionTab user={user} webView subscriptionState={null} {...props} />, client),
    { path },
  );
}

/** The value next to a row title of the subscription details. */
function row(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('subscription tab states (spec §4 "Subscription states in account settings")', () => {
  it('none: the no-active-subscription information', async () => {
    api.on(LIST, (_r, res) => json(res, 200, []));
    renderTab();
    expect(await screen.findByText('No active subscription')).toBeVisible();
    expect(screen.getByText('You have no active training subscription at the moment.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls(LIST)[0]?.query.get('status')).toBe('ACTIVE');
    expect(api.calls('GET /api/v1/billing/payment-method')[0]?.query.get('playerId')).toBe(PLAYER.id);
  });

  it('a user who is not a player is told there is none without any call', async () => {
    renderTab({ user: { ...user, authorities: ['ROLE_MANAGER'] } });
    expect(await screen.findByText('No active subscription')).toBeVisible();
    expect(api.received).toHaveLength(0);
  });

  it('active: program, status, start date, Subscribe now and Cancel; no billing row', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderTab();
    expect(await screen.findByRole('heading', { name: 'U12 Development program' })).toBeVisible();
    // The free month starts with the first checkout: before it, the tab says so.
    expect(row('Status')).toHaveTextContent(
      'Not started yet: the free month starts with your first checkout',
    );
    expect(screen.queryByText('Free month ends')).not.toBeInTheDocument();
    expect(row('Start date')).toHaveTextContent('1 March 2026');
    expect(screen.queryByText('Billing')).not.toBeInTheDocument();
    expect(screen.queryByText('Available till')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });

  it('billing enabled: "Billing: Enabled", Active; no Subscribe now (it is done), Cancel shows', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [
        subscription({ billingEnabled: true, paymentModel: 'YEARLY', paymentStatus: 'TRIAL' }),
      ]),
    );
    renderTab();
    expect(await screen.findByText('Billing')).toBeVisible();
    expect(row('Billing')).toHaveTextContent('Enabled');
    expect(row('Status')).toHaveTextContent('Active');
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  });

  it('a yearly plan paid off also shows "Billing: Enabled"', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ yearlyPaidOff: true })]));
    renderTab();
    expect(await screen.findByText('Billing')).toBeVisible();
    expect(row('Billing')).toHaveTextContent('Enabled');
  });

  it('cancelled (availableTill): the "Available till" row and Resume only; resuming toasts', async () => {
    const cancelled = subscription({ billingEnabled: true, availableTill: '2026-04-01T10:00:00.000Z' });
    api.on(LIST, (_r, res) => json(res, 200, [cancelled]));
    api.on(`PUT /api/v1/player-training-program-subscription/${SUBSCRIPTION_ID}/resume`, (_r, res) =>
      json(res, 200, { ...cancelled, availableTill: null }),
    );
    renderTab();
    expect(await screen.findByText('Available till')).toBeVisible();
    expect(row('Available till')).toHaveTextContent('1 April 2026');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).not.toBeInTheDocument();

    api.on(LIST, (_r, res) => json(res, 200, [{ ...cancelled, availableTill: null }]));
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Your training subscription has been resumed successfully!',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    expect(screen.queryByText('Available till')).not.toBeInTheDocument();
  });

  it('a failed resume says so in the spec words', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ availableTill: '2026-04-01T10:00:00.000Z' })]));
    api.on(`PUT /api/v1/player-training-program-subscription/${SUBSCRIPTION_ID}/resume`, (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'subscription.subscriptionEnded',
        message: 'The subscription has ended',
        path: '/',
      }),
    );
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toEqual([
        'Unable to resume training program subscription at the moment',
      ]),
    );
  });

  it('cancel asks first (No keeps it), then Yes cancels and toasts', async () => {
    const active = subscription();
    api.on(LIST, (_r, res) => json(res, 200, [active]));
    api.on(`DELETE /api/v1/player-training-program-subscription/${SUBSCRIPTION_ID}`, (_r, res) =>
      json(res, 200, { ...active, availableTill: '2026-03-31T10:00:00.000Z' }),
    );
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel your training subscription?');
    expect(within(dialog).getByRole('note')).toHaveTextContent(/until the end of the current period/);
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(`DELETE /api/v1/player-training-program-subscription/${SUBSCRIPTION_ID}`)).toHaveLength(
      0,
    );

    await u.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    api.on(LIST, (_r, res) => json(res, 200, [{ ...active, availableTill: '2026-03-31T10:00:00.000Z' }]));
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Your training subscription has been cancelled successfully!',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeVisible();
    expect(row('Available till')).toHaveTextContent('31 March 2026');
  });

  it('a failed cancel says so in the spec words', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    api.on(`DELETE /api/v1/player-training-program-subscription/${SUBSCRIPTION_ID}`, (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'subscription.subscriptionEnded',
        message: 'The subscription has ended',
        path: '/',
      }),
    );
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toEqual([
        'Unable to cancel training program subscription at the moment',
      ]),
    );
  });

  it('a cancel that meets a server failure is sent again (spec §9: effects retry) and succeeds', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    let attempts = 0;
    api.on(`DELETE /api/v1/player-training-program-subscription/${SUBSCRIPTION_ID}`, (_r, res) => {
      attempts += 1;
      if (attempts < 3)
        json(res, 503, {
          status: 503,
          error: 'Service Unavailable',
          code: 'http.unavailable',
          message: 'busy',
          path: '/',
        });
      else json(res, 200, subscription({ availableTill: '2026-12-01T00:00:00.000Z' }));
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(
      () =>
        expect(getToasts().map((t) => t.message)).toContain(
          'Your training subscription has been cancelled successfully!',
        ),
      { timeout: 4000 },
    );
    expect(attempts).toBe(3);
  });

  it('shows dates and prices in the interface language', async () => {
    await i18n.changeLanguage('sv');
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ availableTill: '2026-04-01T10:00:00.000Z' })]));
    renderTab();
    expect(await screen.findByText('Tillgänglig till')).toBeVisible();
    expect(row('Tillgänglig till')).toHaveTextContent('1 april 2026');
    expect(api.calls(LIST)[0]?.query.get('language')).toBe('sv');
  });
});

describe('subscription status modal (spec §4)', () => {
  it('subscription_state=successful shows the success message and a go-to-training button', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ billingEnabled: true })]));
    const { router } = renderTab(
      { subscriptionState: 'successful' },
      '/account?subscription_state=successful',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog).toHaveAccessibleDescription('Thank you! Your training subscription is active.');
    window.localStorage.setItem('isUserFromWebView', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to training' }));
    // Web view: home, and the stored navigation key is gone.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('isUserFromWebView')).toBeNull();
  });

  it('from the mobile app an unsuccessful payment goes on to the external payment-unsuccessful link', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderTab(
      { subscriptionState: 'unsuccessful', webView: false },
      '/account?subscription_state=unsuccessful',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment unsuccessful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to training' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('a successful payment also offers "My program", which opens /program', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ billingEnabled: true })]));
    const { router } = renderTab(
      { subscriptionState: 'successful' },
      '/account?subscription_state=successful',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'My program' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/program'));
  });

  it('an unsuccessful payment offers no "My program"', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderTab({ subscriptionState: 'unsuccessful' }, '/account?subscription_state=unsuccessful');
    const dialog = await screen.findByRole('dialog', { name: 'Payment unsuccessful' });
    expect(within(dialog).queryByRole('button', { name: 'My program' })).not.toBeInTheDocument();
  });

  it('closing it takes subscription_state out of the address', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    const { router } = renderTab(
      { subscriptionState: 'successful' },
      '/account?subscription_state=successful',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('back from the card checkout (checkout_return)', () => {
  it('a started free month: the plan, the free month and the first charge; the marker leaves the address', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [
        subscription({
          billingEnabled: true,
          paymentModel: 'YEARLY',
          paymentStatus: 'TRIAL',
          nextChargeAt: '2026-03-31T10:00:00.000Z',
        }),
      ]),
    );
    const { router } = renderTab({}, '/account?isUserFromWebView=true&checkout_return=1');
    const result = await screen.findByRole('region', { name: 'Your yearly plan is set up' });
    expect(result).toHaveTextContent('The first charge, SEK 995, is on 31 March 2026.');
    expect(within(result).getByRole('link', { name: 'Go to my training' })).toHaveAttribute(
      'href',
      '/program',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?isUserFromWebView=true'));
  });

  it('a charge: the amount and its receipt', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [
        subscription({
          billingEnabled: true,
          paymentModel: 'MONTHLY',
          paymentStatus: 'PAID',
          trialEndsAt: null,
          nextChargeAt: '2026-04-01T10:00:00.000Z',
        }),
      ]),
    );
    api.on('GET /api/v1/billing/payments', (_r, res) =>
      json(res, 200, [
        {
          id: 'p1',
          paidAt: '2026-03-01T10:00:00.000Z',
          amount: 9900,
          currency: 'SEK',
          label: '99 kr',
          description: 'Monthly',
          receiptUrl: '/billing/receipts/p1',
        },
      ]),
    );
    renderTab({}, '/account?checkout_return=1');
    const result = await screen.findByRole('region', { name: 'Your monthly plan is active' });
    expect(await within(result).findByText(/SEK 99 was charged to your card\./)).toBeVisible();
    expect(within(result).getByRole('link', { name: 'Open the receipt' })).toHaveAttribute(
      'href',
      '/billing/receipts/p1',
    );
  });

  it('nothing paid (the checkout was left): says that nothing was charged or started', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderTab({}, '/account?checkout_return=1');
    const result = await screen.findByRole('region', { name: 'No payment was made' });
    expect(result).toHaveTextContent('Nothing was charged and your free month has not started.');
    expect(within(result).queryByRole('link', { name: 'Go to my training' })).not.toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByRole('region', { name: 'No payment was made' })).not.toBeInTheDocument();
  });
});

describe('back from the card page (card_return)', () => {
  const paidAgain = () =>
    subscription({
      billingEnabled: true,
      paymentModel: 'MONTHLY',
      paymentStatus: 'PAID',
      trialEndsAt: null,
      nextChargeAt: '2026-05-01T10:00:00.000Z',
    });
  const payment = {
    id: 'p9',
    paidAt: '2026-04-01T10:00:00.000Z',
    amount: 9900,
    currency: 'SEK',
    label: '99 kr',
    description: 'Monthly',
    receiptUrl: '/billing/receipts/p9',
  };

  it('a payment was due and the new card paid it: access is back, with the amount and its receipt', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [paidAgain()]));
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, [payment]));
    renderTab({}, '/account?card_return=due');
    const result = await screen.findByRole('region', { name: 'Payment received: training is open again' });
    expect(await within(result).findByText(/SEK 99 was charged to your card\./)).toBeVisible();
    expect(result).toHaveTextContent('The next charge, SEK 99, is on 1 May 2026.');
  });

  it('the new card failed too: still what is wrong and until when, not "open again"', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [
        subscription({
          billingEnabled: true,
          paymentModel: 'MONTHLY',
          paymentStatus: 'PAST_DUE',
          graceEndsAt: '2026-04-07T10:00:00.000Z',
        }),
      ]),
    );
    renderTab({}, '/account?card_return=due');
    expect(await screen.findByRole('region', { name: 'Your last payment did not go through' })).toBeVisible();
    expect(screen.queryByText(/open again/)).not.toBeInTheDocument();
  });

  it('the "Update card" of a failed payment asks the card page to come back saying so', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [
        subscription({ billingEnabled: true, paymentModel: 'MONTHLY', paymentStatus: 'UNPAID' }),
      ]),
    );
    api.on('POST /api/v1/billing/portal-session', (_r, res) => json(res, 200, { url: '/sandbox/portal/x' }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/portal/x'));
    expect(JSON.parse(api.calls('POST /api/v1/billing/portal-session')[0]?.body ?? '').returnURL).toBe(
      '/account?card_return=due',
    );
  });
});

describe("the home page's plan choice (payment_model)", () => {
  it('opens the continue-training modal with that plan chosen', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    const { router } = renderTab({}, '/account?payment_model=YEARLY');
    const dialog = await screen.findByRole('dialog', { name: 'Continue training' });
    expect(within(dialog).getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Continue to card payment' })).toBeEnabled();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is ignored once billing is on', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ billingEnabled: true })]));
    renderTab({}, '/account?payment_model=MONTHLY');
    expect(await screen.findByText('Billing')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Subscribe now opens it with nothing chosen; billing on the saved card says what started', async () => {
    const active = subscription();
    api.on(LIST, (_r, res) => json(res, 200, [active]));
    api.on('GET /api/v1/billing/payment-method', (_r, res) =>
      json(res, 200, { brand: 'visa', lastFourDigits: '4242' }),
    );
    api.on('POST /api/v1/player-training-program-subscription/enable-billing', (_r, res) =>
      json(res, 200, { ...active, billingEnabled: true, paymentModel: 'MONTHLY' }),
    );
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Subscribe now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue training' });
    expect(within(dialog).getByRole('radio', { name: /Monthly/ })).not.toBeChecked();
    await u.click(within(dialog).getByRole('radio', { name: /Monthly/ }));
    api.on(LIST, (_r, res) =>
      json(res, 200, [
        {
          ...active,
          billingEnabled: true,
          paymentModel: 'MONTHLY',
          paymentStatus: 'TRIAL',
          nextChargeAt: '2026-03-31T10:00:00.000Z',
        },
      ]),
    );
    await u.click(within(dialog).getByRole('button', { name: 'Pay with saved card' }));
    // Not a bare "Payment successful": the plan, until when it is free and the first charge.
    const result = await screen.findByRole(
      'region',
      { name: 'Your monthly plan is set up' },
      { timeout: 5000 },
    );
    expect(result).toHaveTextContent(
      'Training is free until 31 March 2026. The first charge, SEK 99, is on 31 March 2026. Nothing has been charged yet.',
    );
    expect(screen.queryByRole('dialog', { name: 'Payment successful' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).not.toBeInTheDocument();
    expect(
      JSON.parse(
        api.calls('POST /api/v1/player-training-program-subscription/enable-billing')[0]?.body ?? '',
      ),
    ).toEqual({
      playerId: PLAYER.id,
      subscriptionId: SUBSCRIPTION_ID,
      paymentModel: 'MONTHLY',
    });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Continue training' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(await screen.findByText('Billing')).toBeInTheDocument();
  });
});
