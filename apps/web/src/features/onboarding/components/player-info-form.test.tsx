import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { json, setupApiServer } from '@/test/api-server';
import { STOCKHOLM_LOCATION, TEST_PROFILE } from '@/test/players';
import { renderWithSession, withQueryClient } from '@/test/render';
import { PlayerInfoForm } from './player-info-form';
import { PLACE_SEARCH_DEBOUNCE_MS } from '@/components/ui/profile-fields/place-search';

const user: User = {
  id: '5a0c3f7e-9d7a-4b51-9a55-1f7f0c1f2a10',
  username: 'zlatan@example.com',
  email: 'zlatan@example.com',
  firstName: 'Zlatan',
  lastName: 'Test',
  phoneNumber: null,
  phoneVerified: false,
  status: 'ACTIVE',
  verificationId: null,
  authorities: ['ROLE_PLAYER'],
  twoFAEnabledStatus: false,
  player: false,
  manager: false,
  language: 'en',
  timeZone: 'Europe/Stockholm',
};

const STOCKHOLM = {
  label: 'Stockholm, Sweden',
  city: 'Stockholm',
  country: 'Sweden',
  countryCode: 'SE',
  street: null,
  locationId: 'gn:2673730',
};
const NULL_ISLAND = {
  label: 'Null Island',
  city: 'Null Island',
  country: 'Nowhere',
  countryCode: 'XX',
  street: null,
  locationId: 'gn:1',
};

const api = setupApiServer('/onboarding/player-basic-info');
beforeEach(() => {
  storeToken({ access_token: 'tok', expires_in: 3600 });
  api.on('GET /api/v1/club', (_req, res) => json(res, 200, { content: [], totalElements: 0 }));
  api.on('GET /api/v1/location', (req, res) => {
    const query = req.query.get('query') ?? '';
    json(res, 200, query.startsWith('null') ? [NULL_ISLAND] : [STOCKHOLM]);
  });
  api.on('GET /api/v1/location-detail', (req, res) =>
    json(
      res,
      200,
      req.query.get('locationId') === 'gn:1'
        ? { Latitude: 0, Longitude: 0 }
        : { Latitude: STOCKHOLM_LOCATION.latitude, Longitude: STOCKHOLM_LOCATION.longitude },
    ),
  );
  api.on('GET /api/v1/user', (_req, res) => json(res, 200, { ...user, player: true }));
});
afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

function renderForm(path = '/onboarding/player-basic-info', paymentModel: string | null = null) {
  const rendered = renderWithSession(
    [
      {
        path: '/onboarding/player-basic-info',
        element: withQueryClient(<PlayerInfoForm user={user} paymentModel={paymentModel} />),
      },
      { path: '/', element: <p>home page</p> },
    ],
    { path },
  );
  return rendered;
}

const submit = () => screen.getByRole('button', { name: 'Continue' });
const toastMessages = () => getToasts().map((toast) => toast.message);

async function chooseClub(u: UserEvent, name: string) {
  await u.type(screen.getByRole('combobox', { name: 'Club' }), name);
}

async function choosePlace(u: UserEvent, query: string) {
  const box = screen.getByRole('combobox', { name: 'Location' });
  await u.type(box, query);
  await screen.findByRole('listbox', { name: 'Location' }, { timeout: 4000 });
  await u.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(api.calls('GET /api/v1/location-detail')).not.toHaveLength(0));
}

async function fillPersonalFields(u: UserEvent, skip: string[] = [], dateOfBirth = '2008-05-17') {
  if (!skip.includes('dateOfBirth')) {
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
  }
  await u.selectOptions(screen.getByLabelText('Gender'), TEST_PROFILE.gender);
  await u.selectOptions(screen.getByLabelText('Position'), TEST_PROFILE.playerPositions[0]);
  if (!skip.includes('nationality')) {
    const nationality = screen.getByLabelText('Nationality');
    await within(nationality).findByRole('option', { name: 'Sweden' });
    await u.selectOptions(nationality, TEST_PROFILE.nationality);
  }
  if (!skip.includes('weight'))
    await u.type(screen.getByLabelText('Weight'), String(TEST_PROFILE.weightValue));
  if (!skip.includes('height'))
    await u.type(screen.getByLabelText('Height'), String(TEST_PROFILE.heightValue));
}

describe('player info: the validity rule (spec §5)', () => {
  it('an empty form toasts "All fields are required!", marks weight and height, and sends nothing', async () => {
    const u = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('Gender')).toHaveValue('MALE');
    expect(screen.getByLabelText('Position')).toHaveValue('GOAL_KEEPER');
    await u.click(submit());
    await waitFor(() => expect(toastMessages()).toEqual(['All fields are required!']));
    expect(screen.getByText('Weight is required')).toBeVisible();
    expect(screen.getByText('Height is required')).toBeVisible();
    expect(screen.getByLabelText('Weight')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Club' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/v1/player')).toHaveLength(0);
  });

  for (const missing of ['club', 'dateOfBirth', 'nationality', 'location'] as const) {
    it(`without ${missing} the toast shows and nothing is sent`, async () => {
      const u = userEvent.setup();
      renderForm();
      if (missing !== 'club') await chooseClub(u, 'Hammarby IF');
      await fillPersonalFields(u, [missing]);
      if (missing !== 'location') await choosePlace(u, 'stock');
      await u.click(submit());
      await waitFor(() => expect(toastMessages()).toContain('All fields are required!'));
      expect(api.calls('POST /api/v1/player')).toHaveLength(0);
      expect(api.calls('POST /api/v1/club')).toHaveLength(0);
    });
  }

  it('a place whose longitude is 0 does not count as a location', async () => {
    const u = userEvent.setup();
    renderForm();
    await chooseClub(u, 'Hammarby IF');
    await fillPersonalFields(u);
    await choosePlace(u, 'null');
    await u.click(submit());
    await waitFor(() => expect(toastMessages()).toContain('All fields are required!'));
    expect(screen.getByText('Choose your location from the list')).toBeVisible();
    expect(api.calls('POST /api/v1/player')).toHaveLength(0);
  });

  it('weight and height outside the human ranges are field errors, not a toast', async () => {
    const u = userEvent.setup();
    renderForm();
    await chooseClub(u, 'Hammarby IF');
    await fillPersonalFields(u, ['weight', 'height']);
    await u.type(screen.getByLabelText('Weight'), '-3');
    await u.type(screen.getByLabelText('Height'), '300');
    await choosePlace(u, 'stock');
    await u.click(submit());
    expect(await screen.findByText('Weight must be between 10 and 250 kg')).toBeVisible();
    expect(screen.getByText('Height must be between 50 and 250 cm')).toBeVisible();
    expect(toastMessages()).not.toContain('All fields are required!');
    expect(api.calls('POST /api/v1/player')).toHaveLength(0);
  });

  it('refuses a date of birth in the future or more than 70 years back', async () => {
    const u = userEvent.setup();
    renderForm();
    const date = screen.getByLabelText('Date of birth');
    const year = new Date().getFullYear();
    fireEvent.change(date, { target: { value: `${year + 1}-01-01` } });
    await u.click(submit());
    expect(await screen.findByText('Date of birth must lie between 70 years ago and today')).toBeVisible();
    expect(date).toHaveAttribute('max', expect.stringMatching(new RegExp(`^${year}-`)));
    expect(date).toHaveAttribute('min', expect.stringMatching(new RegExp(`^${year - 70}-`)));
  });
});

describe('player info: saving', () => {
  it('creates the typed club first, then the player, and goes home with the success message', async () => {
    const clubId = '9b1f0c5e-0000-4000-8000-000000000001';
    api.on('POST /api/v1/club', (req, res) =>
      json(res, 201, { id: clubId, name: JSON.parse(req.body).name }),
    );
    api.on('POST /api/v1/player', (req, res) =>
      json(res, 201, { ...JSON.parse(req.body), id: 'p1', ageGroupId: 'U14' }),
    );
    const u = userEvent.setup();
    renderForm();
    await chooseClub(u, 'Brand New FC');
    await fillPersonalFields(u);
    await choosePlace(u, 'stock holm');
    // The picked place's name, now in the box, is not searched for (past the typing pause).
    await new Promise((resolve) => setTimeout(resolve, PLACE_SEARCH_DEBOUNCE_MS * 3));
    expect(api.calls('GET /api/v1/location').at(-1)!.query.get('query')).toBe('stock holm');
    await u.click(submit());

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Your player profile has been saved!']);
    const order = api.received
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !r.startsWith('GET /api/v1/location'));
    expect(order.slice(-3)).toEqual(['POST /api/v1/club', 'POST /api/v1/player', 'GET /api/v1/user']);
    expect(JSON.parse(api.calls('POST /api/v1/club')[0]!.body)).toEqual({ name: 'Brand New FC' });
    expect(JSON.parse(api.calls('POST /api/v1/player')[0]!.body)).toEqual({
      clubId,
      clubName: 'Brand New FC',
      dateOfBirth: '2008-05-17',
      ...TEST_PROFILE,
      userId: user.id,
      guardianEmail: null,
    });
  });

  it('a Continue right after picking a place waits for its coordinates, then saves', async () => {
    // A fast user, or a slow network: the place's detail has not answered when Continue is pressed.
    let answer: () => void = () => {};
    api.on('GET /api/v1/location-detail', (_req, res) => {
      answer = () => json(res, 200, { Latitude: 59.33258, Longitude: 18.0649 });
    });
    const releaseDetail = () => {
      answer();
      answer = () => {};
    };
    // A failing run still answers, so the stand-in API can close.
    onTestFinished(releaseDetail);
    api.on('POST /api/v1/club', (req, res) => json(res, 201, { id: 'c1', name: JSON.parse(req.body).name }));
    api.on('POST /api/v1/player', (req, res) =>
      json(res, 201, { ...JSON.parse(req.body), id: 'p1', ageGroupId: 'U14' }),
    );
    const u = userEvent.setup();
    renderForm();
    await chooseClub(u, 'Brand New FC');
    await fillPersonalFields(u);
    await choosePlace(u, 'stock');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Stockholm, Sweden');
    await u.click(submit());

    // The place it shows is not called missing while its coordinates are on their way.
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByText('Choose your location from the list')).toBeNull();
    expect(toastMessages()).toEqual([]);
    expect(api.calls('POST /api/v1/player')).toHaveLength(0);

    releaseDetail();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Your player profile has been saved!']);
    expect(JSON.parse(api.calls('POST /api/v1/player')[0]!.body)).toMatchObject({
      currentLocation: { latitude: 59.33258, longitude: 18.0649, city: 'Stockholm', country: 'Sweden' },
    });
  });

  it('under 16 asks for the guardian’s e-mail, says why, and sends it with the player', async () => {
    const u = userEvent.setup();
    api.on('POST /api/v1/club', (req, res) => json(res, 201, { id: 'c1', name: JSON.parse(req.body).name }));
    api.on('POST /api/v1/player', (req, res) =>
      json(res, 201, { ...JSON.parse(req.body), id: 'p1', ageGroupId: 'U13', guardianApproval: 'PENDING' }),
    );
    renderForm();
    expect(screen.queryByLabelText('Parent or guardian’s e-mail')).toBeNull();
    await chooseClub(u, 'Brand New FC');
    const young = `${new Date().getFullYear() - 12}-05-17`;
    await fillPersonalFields(u, [], young);
    await choosePlace(u, 'stock holm');
    expect(screen.getByRole('group', { name: 'Your parent or guardian' })).toHaveTextContent(
      'You are under 16',
    );
    await u.click(submit());
    expect(await screen.findByText('Enter your parent or guardian’s e-mail')).toBeVisible();
    expect(api.calls('POST /api/v1/player')).toHaveLength(0);
    await u.type(screen.getByLabelText('Parent or guardian’s e-mail'), 'mum@example.test');
    await u.click(submit());
    await waitFor(() => expect(api.calls('POST /api/v1/player')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST /api/v1/player')[0]!.body)).toMatchObject({
      dateOfBirth: young,
      guardianEmail: 'mum@example.test',
    });
  });

  it('with payment_model hands over to the checkout and keeps the spinner while the browser leaves', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const subscription = { id: '4a9e3a6c-0000-4000-8000-000000000004', status: 'ACTIVE' };
    api.on('POST /api/v1/club', (req, res) => json(res, 201, { id: 'c1', name: JSON.parse(req.body).name }));
    api.on('POST /api/v1/player', (req, res) =>
      json(res, 201, { ...JSON.parse(req.body), id: 'p1', ageGroupId: 'U14' }),
    );
    api.on('GET /api/v1/player-training-program-subscription', (_req, res) => json(res, 200, [subscription]));
    api.on('POST /api/v1/billing/checkout-session', (_req, res) =>
      json(res, 200, { sessionId: 'cs_9', url: '/sandbox/checkout/cs_9' }),
    );
    try {
      const u = userEvent.setup();
      renderForm('/onboarding/player-basic-info?payment_model=MONTHLY', 'MONTHLY');
      await chooseClub(u, 'Brand New FC');
      await fillPersonalFields(u);
      await choosePlace(u, 'stock');
      await u.click(submit());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_9'));
      expect(JSON.parse(api.calls('POST /api/v1/billing/checkout-session')[0]!.body)).toMatchObject({
        subscriptionId: subscription.id,
        paymentModel: 'MONTHLY',
        callBackSuccessURL: `${api.origin}/?is_user_first_signin=true`,
      });
      expect(screen.getByRole('button', { name: 'Taking you to the payment…' })).toBeDisabled();
      expect(screen.queryByText('home page')).not.toBeInTheDocument();
    } finally {
      assign.mockRestore();
    }
  });

  it("shows the server's field message under the field and stays", async () => {
    api.on('POST /api/v1/club', (req, res) => json(res, 201, { id: 'c1', name: JSON.parse(req.body).name }));
    api.on('POST /api/v1/player', (_req, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        code: 'validation.failed',
        message: 'Validation failed',
        path: '/api/v1/player',
        errors: [
          {
            field: 'weightValue',
            message: 'Weight must be a number from 10 to 250 (kg)',
            code: 'player.weightRange',
          },
        ],
      }),
    );
    const u = userEvent.setup();
    renderForm();
    await chooseClub(u, 'Brand New FC');
    await fillPersonalFields(u);
    await choosePlace(u, 'stock');
    await u.click(submit());
    expect(await screen.findByText('Weight must be a number from 10 to 250 (kg)')).toBeVisible();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});

describe('player info: nationality and "use my location"', () => {
  it('lists the countries in the interface language, sorted by name', async () => {
    await i18n.changeLanguage('sv');
    renderForm();
    const nationality = screen.getByLabelText('Nationalitet');
    await within(nationality).findByRole('option', { name: 'Sverige' });
    const names = within(nationality)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(240);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    // Swedish order: Å, Ä and Ö come after Z.
    expect(names.indexOf('Zimbabwe')).toBeLessThan(names.indexOf('Åland'));
    expect(names.at(-1)).toBe('Östtimor');
  });

  function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail) },
    });
  }
  const position = (latitude: number, longitude: number) =>
    ({
      coords: { latitude, longitude, accuracy: 10 },
      timestamp: Date.now(),
    }) as unknown as GeolocationPosition;

  it('fills the location from the browser position and reverse geocoding', async () => {
    api.on('GET /api/v1/location/reverse', (_req, res) =>
      json(res, 200, { city: 'Lagos', country: 'Nigeria', countryCode: 'NG', streetAddress: null }),
    );
    stubGeolocation((ok) => ok(position(6.45, 3.39)));
    const u = userEvent.setup();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Lagos, Nigeria'),
    );
    const call = api.calls('GET /api/v1/location/reverse')[0]!;
    expect([call.query.get('latitude'), call.query.get('longitude')]).toEqual(['6.45', '3.39']);
  });

  it("shows 'No results found' as an alert when the point is in no country", async () => {
    api.on('GET /api/v1/location/reverse', (_req, res) =>
      json(res, 200, { city: null, country: null, countryCode: null, streetAddress: null }),
    );
    stubGeolocation((ok) => ok(position(-30, -20)));
    const u = userEvent.setup();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No results found');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });

  it("shows 'Geocoder failed due to: …' when the reverse call fails, and closes on request", async () => {
    api.on('GET /api/v1/location/reverse', (_req, res) =>
      json(res, 503, {
        status: 503,
        error: 'Service Unavailable',
        code: 'http.unavailable',
        message: 'down',
        path: '/api/v1/location/reverse',
      }),
    );
    stubGeolocation((ok) => ok(position(59.3, 18.1)));
    const u = userEvent.setup();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geocoder failed due to: HTTP 503');
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser may not share the position', async () => {
    stubGeolocation((_ok, fail) =>
      fail({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
    const u = userEvent.setup();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not allow the browser to share your location.',
    );
  });
});
