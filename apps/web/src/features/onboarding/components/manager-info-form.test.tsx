import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { json, setupApiServer } from '@/test/api-server';
import { LISBON_DETAIL, LISBON_SUGGESTION } from '@/test/players';
import { renderWithSession, withQueryClient } from '@/test/render';
import { ManagerInfoForm } from './manager-info-form';

const user: User = {
  id: '6b0c3f7e-9d7a-4b51-9a55-1f7f0c1f2a10',
  username: 'coach@example.com',
  email: 'coach@example.com',
  firstName: 'Pia',
  lastName: 'Coach',
  phoneNumber: null,
  phoneVerified: false,
  status: 'ACTIVE',
  verificationId: null,
  authorities: ['ROLE_MANAGER'],
  twoFAEnabledStatus: false,
  player: false,
  manager: false,
  language: 'en',
  timeZone: 'Europe/Stockholm',
};

const api = setupApiServer('/onboarding/manager-basic-info');
beforeEach(() => {
  storeToken({ access_token: 'tok', expires_in: 3600 });
  api.on('GET /api/v1/location', (_req, res) =>
    json(res, 200, [
      LISBON_SUGGESTION,
      {
        label: 'Lisburn, United Kingdom',
        city: 'Lisburn',
        country: 'United Kingdom',
        countryCode: 'GB',
        street: null,
        locationId: 'gn:2644411',
      },
    ]),
  );
  api.on('GET /api/v1/location-detail', (_req, res) => json(res, 200, LISBON_DETAIL));
  api.on('GET /api/v1/user', (_req, res) => json(res, 200, { ...user, manager: true }));
});

function renderForm() {
  const rendered = renderWithSession(
    [
      { path: '/onboarding/manager-basic-info', element: withQueryClient(<ManagerInfoForm user={user} />) },
      { path: '/coach', element: <p>coach home</p> },
    ],
    { path: '/onboarding/manager-basic-info' },
  );
  return rendered;
}

const place = () => screen.getByRole('combobox', { name: 'Location' });

async function pickLisbonByKeyboard(u: UserEvent) {
  await u.type(place(), 'lis');
  await screen.findByRole('listbox', { name: 'Location' }, { timeout: 4000 });
  await u.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(api.calls('GET /api/v1/location-detail')).toHaveLength(1));
}

/** The team's name and age group: required at setup. */
async function fillTeam(u: UserEvent) {
  await u.type(screen.getByLabelText('Team name'), 'Enskede P12');
  await u.selectOptions(screen.getByLabelText('Age group of the team'), 'U12');
}

describe('manager account setup (spec §2, §4, §5)', () => {
  it('offers Male and Female only, Male first, with no empty choice', () => {
    renderForm();
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveValue('MALE');
    expect([...(gender as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Male', 'Female']);
  });

  it('Enter in the place search picks a place and never submits the form', async () => {
    const u = userEvent.setup();
    renderForm();
    await u.type(screen.getByLabelText('Company'), 'Scouting AB');
    await u.click(place());
    await u.keyboard('{Enter}');
    await pickLisbonByKeyboard(u);
    expect(place()).toHaveValue('Lisbon, Portugal');
    await u.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls('POST /api/v1/manager')).toHaveLength(0);
    expect(getToasts()).toEqual([]);
  });

  it('an invalid submit (no team, no place) toasts "All fields are required!" and sends nothing', async () => {
    const u = userEvent.setup();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['All fields are required!']));
    expect(screen.getByText('Team name is required')).toBeVisible();
    expect(screen.getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the team’s age group')).toBeVisible();
    // The company is optional.
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('aria-invalid');

    // A team alone is not enough: the place is missing.
    await u.type(screen.getByLabelText('Team name'), 'Enskede P12');
    await u.selectOptions(screen.getByLabelText('Age group of the team'), 'U12');
    await u.type(place(), 'lis');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('Choose your location from the list')).toBeVisible());
    expect(api.calls('POST /api/v1/manager')).toHaveLength(0);
  });

  it('saves with a spinner, then goes to the coach home with "Account create successfully!"', async () => {
    let release: () => void = () => {};
    api.on('POST /api/v1/manager', (req, res) => {
      release = () => json(res, 201, { ...JSON.parse(req.body), id: 'm1' });
    });
    const u = userEvent.setup();
    renderForm();
    await pickLisbonByKeyboard(u);
    await u.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
    await u.type(screen.getByLabelText('Team name'), ' Enskede  P12 ');
    await u.selectOptions(screen.getByLabelText('Age group of the team'), 'Under 12');
    await u.type(screen.getByLabelText('Company'), '  Scouting AB ');
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    await waitFor(() => expect(api.calls('POST /api/v1/manager')).toHaveLength(1));
    release();
    expect(await screen.findByText('coach home')).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toEqual(['Account create successfully!']);
    expect(JSON.parse(api.calls('POST /api/v1/manager')[0]!.body)).toEqual({
      teamName: 'Enskede  P12',
      teamAgeGroupId: 'U12',
      company: 'Scouting AB',
      gender: 'FEMALE',
      userId: user.id,
      latitude: 38.72,
      longitude: -9.13,
      role: 'MANAGER',
      locationLabel: 'Lisbon, Portugal',
    });
  });

  it('a Continue right after picking a place waits for its coordinates, then saves', async () => {
    let answer: () => void = () => {};
    api.on('GET /api/v1/location-detail', (_req, res) => {
      answer = () => json(res, 200, LISBON_DETAIL);
    });
    const releaseDetail = () => {
      answer();
      answer = () => {};
    };
    onTestFinished(releaseDetail);
    api.on('POST /api/v1/manager', (req, res) => json(res, 201, { ...JSON.parse(req.body), id: 'm1' }));
    const u = userEvent.setup();
    renderForm();
    await fillTeam(u);
    await pickLisbonByKeyboard(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByText('Choose your location from the list')).toBeNull();
    expect(getToasts()).toEqual([]);
    expect(api.calls('POST /api/v1/manager')).toHaveLength(0);

    releaseDetail();
    expect(await screen.findByText('coach home')).toBeInTheDocument();
    expect(JSON.parse(api.calls('POST /api/v1/manager')[0]!.body)).toMatchObject({
      latitude: 38.72,
      longitude: -9.13,
      locationLabel: 'Lisbon, Portugal',
    });
  });

  it("offers the browser's position, like the player form, and sends its place", async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: 59.33, longitude: 18.07, accuracy: 10 },
            timestamp: 0,
          } as GeolocationPosition),
      },
    });
    api.on('GET /api/v1/location/reverse', (_req, res) =>
      json(res, 200, { city: 'Stockholm', country: 'Sweden', countryCode: 'SE', streetAddress: null }),
    );
    api.on('POST /api/v1/manager', (req, res) => json(res, 201, { ...JSON.parse(req.body), id: 'm1' }));
    const u = userEvent.setup();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(place()).toHaveValue('Stockholm, Sweden'));
    await fillTeam(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('coach home')).toBeInTheDocument();
    expect(JSON.parse(api.calls('POST /api/v1/manager')[0]!.body)).toMatchObject({
      latitude: 59.33,
      longitude: 18.07,
      locationLabel: 'Stockholm, Sweden',
    });
  });
});

afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));
