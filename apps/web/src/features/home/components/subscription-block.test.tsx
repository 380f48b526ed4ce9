import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { renderWithRouter } from '@/test/render';
import type { HomeSubscription } from '../api/home-subscription';
import type { Subscription } from '@academy/contract';
import { startApiServer } from '../testing/api-server';
import { AFRICA_PRICE_COUNTRIES as AFRICAN_COUNTRY_CODES } from '@academy/contract/prices';
import { resetLiveFees } from '@/lib/flows/live-fees';
import { SubscriptionBlock } from './subscription-block';

/** The live fees as the server answers them (`GET /api/v1/prices`), the seeded ones by default. */
const fee = (region: 'DEFAULT' | 'AFRICA', type: 'MONTHLY' | 'YEARLY', amount: number, label: string) => ({
  region,
  type,
  amount,
  currency: 'SEK',
  label,
  varies: false,
});
const SEEDED = [
  fee('AFRICA', 'MONTHLY', 900, '1 $'),
  fee('AFRICA', 'YEARLY', 9900, '10 $'),
  fee('DEFAULT', 'MONTHLY', 9900, '99 kr'),
  fee('DEFAULT', 'YEARLY', 99500, '995 kr'),
];
let liveFees: unknown[] | null = SEEDED;
let place: unknown = null;
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) => {
    if (request.path === '/api/v1/prices') {
      return liveFees
        ? { body: { fees: liveFees } }
        : { status: 503, body: { status: 503, message: 'Down' } };
    }
    if (request.path === '/api/v1/location/reverse' && place) return { body: place };
    return undefined;
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetLiveFees();
  liveFees = SEEDED;
  place = null;
  api.received.length = 0;
});

const anonymous: HomeSubscription = { loading: false, signedIn: false, subscription: null };

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 's1',
    status: 'ACTIVE',
    startDate: '2026-11-01T00:00:00.000Z',
    availableTill: null,
    billingEnabled: false,
    yearlyPaidOff: false,
    paymentModel: null,
    playerTrainingProgramId: null,
    trainingProgram: {
      id: 'p1',
      title: 'U13 program',
      fees: [
        { type: 'MONTHLY', amount: 14900, currency: 'SEK', region: 'DEFAULT', label: '149 kr' },
        { type: 'YEARLY', amount: 149000, currency: 'SEK', region: 'DEFAULT', label: '1490 kr' },
      ],
    },
    paymentStatus: 'NONE',
    trialEndsAt: null,
    nextChargeAt: null,
    graceEndsAt: null,
    nextFees: [],
    ...overrides,
  };
}

function renderBlock(data: HomeSubscription) {
  const client = createQueryClient();
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <SubscriptionBlock data={data} />
    </QueryClientProvider>,
  );
}

interface GeoStub {
  getCurrentPosition: ReturnType<typeof vi.fn>;
}

/** The browser's geolocation and permission APIs, answering as a visitor in Lagos would. */
function stubGeolocation(permission: PermissionState): GeoStub {
  const geolocation: GeoStub = {
    getCurrentPosition: vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 6.5244, longitude: 3.3792 } } as GeolocationPosition),
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: vi.fn(async () => ({ state: permission })) },
    configurable: true,
  });
  return geolocation;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

function plan(name: string) {
  return screen.getByRole('article', { name });
}

describe('price block (spec §2, §9)', () => {
  it('shows an anonymous visitor the standard plans with the footnotes, and sends a choice to sign-up', async () => {
    const user = userEvent.setup();
    const { router } = renderBlock(anonymous);

    expect(screen.getByRole('heading', { name: 'Start with a free month' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Monthly' })).toBeInTheDocument();
    expect(within(plan('Monthly')).getByText('99 kr')).toBeInTheDocument();
    expect(within(plan('Monthly')).getByText('per month')).toBeInTheDocument();
    expect(within(plan('Yearly')).getByText('995 kr')).toBeInTheDocument();
    expect(within(plan('Yearly')).getByText('Save 16%')).toBeInTheDocument();
    expect(screen.getAllByText('First month free')).toHaveLength(2);
    expect(
      screen.getByText(
        'Compared with paying monthly for 12 months (SEK 1,188), the yearly plan saves SEK 193 (16%).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Have a promotional code? You can enter it at checkout.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose yearly' }));
    expect(router.state.location.pathname).toBe('/auth/signup');
    expect(router.state.location.search).toBe('?payment_model=YEARLY');
  });

  it('formats the prices in the UI language', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('sv');
    renderBlock(anonymous);
    expect(
      within(await screen.findByRole('article', { name: 'Månadsvis' })).getByText('99 kr'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj årsvis' })).toBeEnabled();
  });

  it('disables the plan buttons while the subscription data loads', async () => {
    renderBlock({ loading: true, signedIn: true, subscription: null });
    expect(await screen.findByRole('button', { name: 'Choose monthly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose yearly' })).toBeDisabled();
    expect(screen.getByText('Loading your subscription…')).toHaveAttribute('role', 'status');
  });

  it("takes the fees from the program once a subscription is loaded, and hands a player's choice to /account", async () => {
    const user = userEvent.setup();
    storeToken({ access_token: 'tok-42', expires_in: 3600 });
    const { router } = renderBlock({ loading: false, signedIn: true, subscription: subscription() });

    expect(within(plan('Monthly')).getByText('149 kr')).toBeInTheDocument();
    expect(within(plan('Yearly')).getByText('1490 kr')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show prices for my country' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose monthly' }));
    expect(router.state.location.pathname).toBe('/account');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('isUserFromWebView')).toBe('true');
    expect(params.get('access_token')).toBe('tok-42');
    expect(params.get('payment_model')).toBe('MONTHLY');
  });

  it('shows the reduced prices labelled 1 $ and 10 $, with the SEK really charged beside them, once the visitor asks for the prices of an African country', async () => {
    place = { city: 'Lagos', country: 'Nigeria', countryCode: 'NG', streetAddress: '' };
    {
      const geolocation = stubGeolocation('prompt');
      const user = userEvent.setup();
      renderBlock(anonymous);
      // Never a surprise permission prompt: nothing is asked until the visitor chooses to.
      await waitFor(() => expect(navigator.permissions.query).toHaveBeenCalled());
      expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();

      await user.click(await screen.findByRole('button', { name: 'Show prices for my country' }));
      expect(await screen.findByText('Reduced prices for Nigeria.')).toBeInTheDocument();
      expect(within(plan('Monthly')).getByText('1 $')).toBeInTheDocument();
      expect(within(plan('Monthly')).getByText('Charged as SEK 9')).toBeInTheDocument();
      expect(within(plan('Yearly')).getByText('10 $')).toBeInTheDocument();
      expect(within(plan('Yearly')).getByText('Charged as SEK 99')).toBeInTheDocument();
      const lookup = api.received.find((r) => r.path === '/api/v1/location/reverse');
      expect(lookup?.query.get('latitude')).toBe('6.524');
      expect(lookup?.query.get('longitude')).toBe('3.379');
    }
  });

  it('looks the country up by itself only when the permission was granted before, and keeps standard prices elsewhere', async () => {
    place = { city: 'Stockholm', country: 'Sweden', countryCode: 'SE', streetAddress: '' };
    {
      const geolocation = stubGeolocation('granted');
      renderBlock(anonymous);
      expect(await screen.findByText('Standard prices apply in Sweden.')).toBeInTheDocument();
      expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(within(plan('Monthly')).getByText('99 kr')).toBeInTheDocument();
    }
  });

  it('shows the fees the console set, as "from" when age groups differ, and says so when they cannot be read', async () => {
    liveFees = [
      fee('DEFAULT', 'MONTHLY', 11900, '119 kr'),
      { ...fee('DEFAULT', 'YEARLY', 109500, '1 095 kr'), varies: true },
    ];
    const { unmount } = renderBlock(anonymous);
    expect(
      within(await screen.findByRole('article', { name: 'Monthly' })).getByText('119 kr'),
    ).toBeInTheDocument();
    expect(within(plan('Yearly')).getByText('1 095 kr')).toBeInTheDocument();
    expect(within(plan('Yearly')).getByText('from')).toBeInTheDocument();
    expect(screen.queryByText('99 kr')).not.toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/v1/prices');
    unmount();

    resetLiveFees();
    liveFees = null;
    const user = userEvent.setup();
    renderBlock(anonymous);
    expect(await screen.findByText(/The prices could not be loaded/)).toBeInTheDocument();
    liveFees = SEEDED;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('article', { name: 'Monthly' })).getByText('99 kr'),
    ).toBeInTheDocument();
  });

  it('lists the 54 countries of the reduced price rule', () => {
    expect(AFRICAN_COUNTRY_CODES.size).toBe(54);
    for (const code of ['NG', 'KE', 'ZA', 'EG', 'SS', 'CV'])
      expect(AFRICAN_COUNTRY_CODES.has(code)).toBe(true);
    expect(AFRICAN_COUNTRY_CODES.has('SE')).toBe(false);
  });
});

describe('registered block (spec §2)', () => {
  it.each([
    [
      'billing enabled',
      {
        billingEnabled: true,
        paymentModel: 'MONTHLY',
        paymentStatus: 'TRIAL',
        nextChargeAt: '2026-03-31T10:00:00.000Z',
      },
      'Your monthly plan is set up',
    ],
    ['the year paid off', { yearlyPaidOff: true, paymentStatus: 'PAID' }, 'Your subscription is active'],
  ] as const)(
    'shows a player with %s the real state and the way into training instead of the plans',
    (_, overrides, title) => {
      renderBlock({ loading: false, signedIn: true, subscription: subscription(overrides) });
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Continue training' })).toHaveAttribute('href', '/program');
      // No app link is configured: no badge leads to a store's front page.
      expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Choose monthly' })).not.toBeInTheDocument();
    },
  );

  it('a failed payment is not "all set": what happened and the way to fix it first', () => {
    renderBlock({
      loading: false,
      signedIn: true,
      subscription: subscription({
        billingEnabled: true,
        paymentModel: 'YEARLY',
        paymentStatus: 'PAST_DUE',
        graceEndsAt: '2026-04-07T10:00:00.000Z',
      }),
    });
    expect(screen.getByRole('heading', { name: 'Your last payment did not go through' })).toBeInTheDocument();
    expect(screen.getByText(/Training stays open until 7 April 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your card' })).toHaveAttribute(
      'href',
      '/account?isUserFromWebView=true',
    );
    expect(screen.queryByText(/all set/)).not.toBeInTheDocument();
  });
});
