import type { ManagerMe } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { LISBON_DETAIL, LISBON_SUGGESTION } from '@/test/players';
import { renderWithClient } from '@/test/render';
import { testUser } from '@/test/users';
import { ProfileTab } from './profile-tab';

const coach = testUser({ authorities: ['ROLE_MANAGER'], player: false, manager: true });
const SAVED: ManagerMe = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  userId: coach.id,
  company: 'Stockholm Scouting AB',
  teamName: 'Enskede P12',
  teamAgeGroupId: 'U12',
  gender: 'FEMALE',
  latitude: 59.3293,
  longitude: 18.0686,
  locationLabel: 'Stockholm, Sweden',
  role: 'MANAGER',
  teamCode: 'K7MQ2XPA',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

const api = setupApiServer('/account');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('GET /api/v1/manager/me', (_req, res) => json(res, 200, SAVED));
  api.on('PUT /api/v1/manager/me', (req, res) => json(res, 200, { ...SAVED, ...(req.json as object) }));
  api.on('GET /api/v1/location', (_req, res) => json(res, 200, [LISBON_SUGGESTION]));
  api.on('GET /api/v1/location-detail', (_req, res) => json(res, 200, LISBON_DETAIL));
});

async function renderCoachTab() {
  renderWithClient(<ProfileTab user={coach} onPlayerSaved={() => {}} />);
  return screen.findByRole('region', { name: 'Coach profile' });
}

const save = (form: HTMLElement) => within(form).getByRole('button', { name: /Save coach profile|Saving/ });
const toasts = () => getToasts().map((toast) => toast.message);
const puts = () => api.calls('PUT /api/v1/manager/me');

async function pickLisbon(u: UserEvent, form: HTMLElement) {
  const place = within(form).getByRole('combobox', { name: 'Location' });
  await u.clear(place);
  await u.type(place, 'lis');
  await screen.findByRole('listbox', { name: 'Location' }, { timeout: 4000 });
  await u.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(api.calls('GET /api/v1/location-detail')).toHaveLength(1));
}

describe('the profile tab: a coach corrects company, gender and place', () => {
  it('says it is loading, then shows the saved record; no player profile for a coach', async () => {
    renderWithClient(<ProfileTab user={coach} onPlayerSaved={() => {}} />);
    expect(screen.getByText('Loading your coach profile…')).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Coach profile' });
    expect(within(form).getByLabelText('Company')).toHaveValue('Stockholm Scouting AB');
    expect(within(form).getByLabelText('Team name')).toHaveValue('Enskede P12');
    expect(within(form).getByLabelText('Age group of the team')).toHaveValue('U12');
    expect(within(form).getByLabelText('Gender')).toHaveValue('FEMALE');
    expect(within(form).getByRole('combobox', { name: 'Location' })).toHaveValue('Stockholm, Sweden');
    expect(screen.getByRole('region', { name: 'Name and language' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Player profile' })).toBeNull();
    expect(api.received.filter((r) => r.path.startsWith('/api/v1/player'))).toHaveLength(0);
  });

  it('checks the fields before sending anything', async () => {
    const u = userEvent.setup();
    const form = await renderCoachTab();
    // The company is optional: a cleared one is none, not an error.
    await u.clear(within(form).getByLabelText('Company'));
    await u.type(within(form).getByLabelText('Team name'), 'x'.repeat(61));
    await u.type(within(form).getByRole('combobox', { name: 'Location' }), 'x');
    await u.click(save(form));
    expect(await within(form).findByText('Team name must be at most 60 characters long')).toBeVisible();
    expect(within(form).getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Company')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByText('Choose your location from the list')).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it('saves a new company, gender and place: the button waits, then a toast says so', async () => {
    let answer: ServerResponse | undefined;
    api.on('PUT /api/v1/manager/me', (_req, res) => {
      answer = res;
    });
    const u = userEvent.setup();
    const form = await renderCoachTab();
    const company = within(form).getByLabelText('Company');
    await u.clear(company);
    await u.type(company, 'Lisboa Futebol Lda');
    await u.selectOptions(within(form).getByLabelText('Gender'), 'MALE');
    await pickLisbon(u, form);
    await u.click(save(form));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(save(form)).toBeDisabled();
    expect(save(form)).toHaveTextContent('Saving…');
    const body = {
      company: 'Lisboa Futebol Lda',
      teamName: 'Enskede P12',
      teamAgeGroupId: 'U12',
      gender: 'MALE',
      latitude: 38.72,
      longitude: -9.13,
      locationLabel: 'Lisbon, Portugal',
    };
    expect(puts()[0]!.json).toEqual(body);
    json(answer!, 200, { ...SAVED, ...body });

    await waitFor(() => expect(toasts()).toContain('Coach profile saved'));
    expect(save(form)).toBeEnabled();
    expect(within(form).getByLabelText('Company')).toHaveValue('Lisboa Futebol Lda');
  });

  it('puts the server’s field errors under their fields, and says when saving failed otherwise', async () => {
    api.on('PUT /api/v1/manager/me', (_req, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        code: 'validation.failed',
        message: 'Validation failed',
        path: '/api/v1/manager/me',
        errors: [
          {
            field: 'company',
            message: 'Company must be at most 100 characters long',
            code: 'manager.companyTooLong',
          },
        ],
      }),
    );
    const u = userEvent.setup();
    const form = await renderCoachTab();
    await u.click(save(form));
    expect(await within(form).findByText('Company must be at most 100 characters long')).toBeVisible();
    expect(within(form).getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');

    // No field to put it on (the record is gone: another tab, an admin): said above the form.
    api.on('PUT /api/v1/manager/me', (_req, res) =>
      json(res, 404, {
        status: 404,
        error: 'Not Found',
        code: 'manager.managerNotFound',
        message: 'Manager not found',
        path: '/',
      }),
    );
    await u.click(save(form));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved. Please try again.',
    );
    expect(toasts()).not.toContain('Coach profile saved');
  });

  it('offers Try again when the record could not be loaded', async () => {
    let fail = true;
    api.on('GET /api/v1/manager/me', (_req, res) =>
      fail
        ? json(res, 404, {
            status: 404,
            error: 'Not Found',
            code: 'manager.managerNotFound',
            message: 'Manager not found',
            path: '/',
          })
        : json(res, 200, SAVED),
    );
    const u = userEvent.setup();
    renderWithClient(<ProfileTab user={coach} onPlayerSaved={() => {}} />);
    expect(await screen.findByText('Your coach profile could not be loaded.')).toBeVisible();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await screen.findByRole('region', { name: 'Coach profile' });
    expect(within(form).getByLabelText('Company')).toHaveValue('Stockholm Scouting AB');
    expect(within(form).getByLabelText('Team name')).toHaveValue('Enskede P12');
    expect(within(form).getByLabelText('Age group of the team')).toHaveValue('U12');
  });

  it('speaks Swedish when the interface does', async () => {
    await i18n.changeLanguage('sv');
    renderWithClient(<ProfileTab user={coach} onPlayerSaved={() => {}} />);
    const form = await screen.findByRole('region', { name: 'Tränarprofil' });
    expect(within(form).getByRole('button', { name: 'Spara tränarprofil' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Företag')).toHaveValue('Stockholm Scouting AB');
  });
});
