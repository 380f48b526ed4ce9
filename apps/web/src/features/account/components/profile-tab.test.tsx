import type { Player } from '@academy/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { ageGroupOf, bornYearsAgo, STOCKHOLM_LOCATION, testPlayer } from '@/test/players';
import { renderWithClient } from '@/test/render';
import { testUser } from '@/test/users';
import { ProfileTab } from './profile-tab';

const user = testUser();

const api = setupApiServer('/account');
let player: Player;

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  player = testPlayer();
  api.on(`GET /api/v1/player/user/${user.id}`, (_req, res) => json(res, 200, player));
  api.on('GET /api/v1/club', (_req, res) => json(res, 200, { content: [], totalElements: 0 }));
  api.on('POST /api/v1/club', (req, res) =>
    json(res, 201, { id: 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d', name: (req.json as { name: string }).name }),
  );
  api.on(`PUT /api/v1/player/${player.id}`, (req, res) => {
    const body = req.json as Record<string, unknown>;
    json(res, 200, {
      ...player,
      ...body,
      ageGroupId: ageGroupOf(body.dateOfBirth as string),
      guardianApproval: body.guardianEmail ? 'PENDING' : player.guardianApproval,
    });
  });
});

async function renderTab(onPlayerSaved = vi.fn()) {
  renderWithClient(<ProfileTab user={user} onPlayerSaved={onPlayerSaved} />);
  const form = await screen.findByRole('region', { name: 'Player profile' });
  return { form, onPlayerSaved };
}

const save = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save profile' });
const toasts = () => getToasts().map((toast) => toast.message);
const playerPuts = () =>
  api.received.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/v1/player/'));

describe('the profile tab: correcting the player profile (children grow)', () => {
  it('is filled with the saved profile', async () => {
    const { form } = await renderTab();
    expect(within(form).getByRole('combobox', { name: 'Club' })).toHaveValue('Hammarby IF');
    expect(within(form).getByLabelText('Date of birth')).toHaveValue(player.dateOfBirth);
    expect(within(form).getByLabelText('Gender')).toHaveValue('FEMALE');
    expect(within(form).getByLabelText('Position')).toHaveValue('CENTER_FORWARD');
    await waitFor(() => expect(within(form).getByLabelText('Nationality')).toHaveValue('SE'));
    expect(within(form).getByRole('combobox', { name: 'Location' })).toHaveValue('Stockholm, Sweden');
    expect(within(form).getByLabelText('Weight')).toHaveValue(41.5);
    expect(within(form).getByLabelText('Height')).toHaveValue(152);
    expect(within(form).queryByLabelText(/guardian’s e-mail/)).not.toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    const u = userEvent.setup();
    const { form } = await renderTab();
    await u.clear(within(form).getByLabelText('Height'));
    await u.clear(within(form).getByLabelText('Weight'));
    await u.type(within(form).getByLabelText('Weight'), '400');
    await u.click(save(form));
    expect(await within(form).findByText('Height is required')).toBeVisible();
    expect(within(form).getByLabelText('Height')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(/Weight must be/)).toBeVisible();
    expect(playerPuts()).toHaveLength(0);
  });

  it('saves a new height and a new club, and says so', async () => {
    const u = userEvent.setup();
    const { form, onPlayerSaved } = await renderTab();
    const club = within(form).getByRole('combobox', { name: 'Club' });
    await u.clear(club);
    await u.type(club, 'Grown FC');
    const height = within(form).getByLabelText('Height');
    await u.clear(height);
    await u.type(height, '160.5');
    await u.click(save(form));

    await waitFor(() => expect(toasts()).toContain('Profile saved'));
    expect(onPlayerSaved).toHaveBeenCalledOnce();
    expect(playerPuts()).toHaveLength(1);
    expect(playerPuts()[0]!.json).toMatchObject({
      clubId: 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d',
      clubName: 'Grown FC',
      heightValue: 160.5,
      weightValue: 41.5,
      dateOfBirth: player.dateOfBirth,
      nationality: 'SE',
      playerPositions: ['CENTER_FORWARD'],
      guardianEmail: null,
      currentLocation: STOCKHOLM_LOCATION,
    });
    expect(within(form).getByLabelText('Height')).toHaveValue(160.5);
  });

  it('puts the server’s field errors under their fields', async () => {
    api.on(`PUT /api/v1/player/${player.id}`, (_req, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        path: '/',
        errors: [{ field: 'heightValue', message: 'Height must be a number from 50 to 250 (cm)' }],
      }),
    );
    const u = userEvent.setup();
    const { form } = await renderTab();
    await u.click(save(form));
    expect(await within(form).findByText('Height must be a number from 50 to 250 (cm)')).toBeVisible();
    expect(within(form).getByLabelText('Height')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).not.toContain('Profile saved');
  });

  it('a date of birth under 16 says what will happen, asks for the guardian and starts the approval', async () => {
    const u = userEvent.setup();
    const { form, onPlayerSaved } = await renderTab();
    const younger = bornYearsAgo(13);
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: younger } });

    const note = await within(form).findByText('When you save this date of birth:');
    const said = note.closest('.alert') as HTMLElement;
    expect(said).toHaveTextContent(
      `Your age group becomes Under ${ageGroupOf(younger).slice(1)} (now Under ${ageGroupOf(player.dateOfBirth).slice(1)})`,
    );
    expect(said).toHaveTextContent('You are under 16, so a parent or guardian must approve');
    const guardian = within(form).getByLabelText('Parent or guardian’s e-mail');

    await u.click(save(form));
    expect(await within(form).findByText('Enter your parent or guardian’s e-mail')).toBeVisible();
    expect(playerPuts()).toHaveLength(0);

    await u.type(guardian, 'parent@example.com');
    await u.click(save(form));
    await waitFor(() =>
      expect(toasts()).toContain('Profile saved. We e-mailed your parent or guardian a link to approve.'),
    );
    expect(playerPuts()[0]!.json).toMatchObject({
      dateOfBirth: younger,
      guardianEmail: 'parent@example.com',
    });
    expect(onPlayerSaved).toHaveBeenCalledWith(expect.objectContaining({ guardianApproval: 'PENDING' }));
    // Saved: the form now holds the new date, so nothing more is announced.
    await waitFor(() => expect(within(form).queryByText('When you save this date of birth:')).toBeNull());
  });

  it('reaching 16 while the guardian has not answered ends the wait, without a guardian field', async () => {
    player = testPlayer({ dateOfBirth: bornYearsAgo(14), guardianApproval: 'PENDING' });
    const u = userEvent.setup();
    const { form } = await renderTab();
    const older = bornYearsAgo(16);
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: older } });
    expect(
      await within(form).findByText(/You are 16 or older, so no parent or guardian approval is needed/),
    ).toBeVisible();
    expect(within(form).queryByLabelText('Parent or guardian’s e-mail')).not.toBeInTheDocument();
    await u.click(save(form));
    await waitFor(() => expect(playerPuts()).toHaveLength(1));
    expect(playerPuts()[0]!.json).toMatchObject({ dateOfBirth: older, guardianEmail: null });
  });

  it('a child whose guardian approved corrects the profile without being asked again', async () => {
    player = testPlayer({ dateOfBirth: bornYearsAgo(12), guardianApproval: 'APPROVED' });
    const u = userEvent.setup();
    const { form } = await renderTab();
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: bornYearsAgo(13) } });
    expect(await within(form).findByText(/Your age group becomes/)).toBeVisible();
    expect(within(form).queryByText(/must approve/)).toBeNull();
    expect(within(form).queryByLabelText('Parent or guardian’s e-mail')).not.toBeInTheDocument();
    await u.click(save(form));
    await waitFor(() => expect(toasts()).toContain('Profile saved'));
  });

  it('a child under 16 from before guardian approval existed is asked for a guardian at the next save', async () => {
    player = testPlayer({ dateOfBirth: bornYearsAgo(13), guardianApproval: 'NOT_NEEDED' });
    const u = userEvent.setup();
    const { form } = await renderTab();
    expect(within(form).getByText(/You are under 16, so a parent or guardian must approve/)).toBeVisible();
    expect(within(form).queryByText(/Your age group becomes/)).toBeNull();
    await u.type(within(form).getByLabelText('Parent or guardian’s e-mail'), 'parent@example.com');
    await u.click(save(form));
    await waitFor(() => expect(playerPuts()).toHaveLength(1));
    expect(playerPuts()[0]!.json).toMatchObject({ guardianEmail: 'parent@example.com' });
  });
});

describe('the profile tab: name and language', () => {
  it('saves the name and the language of the e-mails', async () => {
    api.on(`PUT /api/v1/user/${user.id}/person`, (req, res) =>
      json(res, 200, { ...user, ...(req.json as object) }),
    );
    const u = userEvent.setup();
    await renderTab();
    const section = screen.getByRole('region', { name: 'Name and language' });
    expect(within(section).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(section).getByLabelText('Language')).toHaveValue('en');

    await u.clear(within(section).getByLabelText('First name'));
    await u.click(within(section).getByRole('button', { name: 'Save name and language' }));
    expect(await within(section).findByText('Enter your first name')).toBeVisible();

    await u.type(within(section).getByLabelText('First name'), 'Augusta Ada');
    await u.selectOptions(within(section).getByLabelText('Language'), 'sv');
    await u.click(within(section).getByRole('button', { name: 'Save name and language' }));
    await waitFor(() => expect(toasts()).toContain('Name and language saved'));
    const put = api.received.find((r) => r.path === `/api/v1/user/${user.id}/person`);
    expect(put?.json).toEqual({
      id: user.id,
      firstName: 'Augusta Ada',
      lastName: 'Lovelace',
      language: 'sv',
      timeZone: 'Europe/Stockholm',
    });
  });

  it('changes the time zone that days, weeks and the birthday are counted in', async () => {
    api.on(`PUT /api/v1/user/${user.id}/person`, (req, res) =>
      json(res, 200, { ...user, ...(req.json as object) }),
    );
    const u = userEvent.setup();
    await renderTab();
    const section = screen.getByRole('region', { name: 'Name and language' });
    const zone = within(section).getByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/Stockholm');
    expect(zone).toHaveAccessibleDescription(
      'Your days, weeks (from Monday), streak and birthday are counted in this time zone.',
    );
    await u.selectOptions(zone, 'America/Sao_Paulo');
    expect(within(section).getByRole('option', { name: 'America/Sao Paulo' })).toHaveProperty(
      'selected',
      true,
    );
    await u.click(within(section).getByRole('button', { name: 'Save name and language' }));
    await waitFor(() => expect(toasts()).toContain('Name and language saved'));
    const put = api.received.find((r) => r.path === `/api/v1/user/${user.id}/person`);
    expect(put?.json).toMatchObject({ timeZone: 'America/Sao_Paulo' });
  });

  it('an account without a time zone says so and sends none until one is chosen', async () => {
    const zoneless = testUser({ timeZone: null });
    api.on(`PUT /api/v1/user/${zoneless.id}/person`, (req, res) =>
      json(res, 200, { ...zoneless, ...(req.json as object) }),
    );
    const u = userEvent.setup();
    renderWithClient(<ProfileTab user={zoneless} onPlayerSaved={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Name and language' });
    const zone = within(section).getByLabelText('Time zone');
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { name: 'Not set (UTC)' })).toBeInTheDocument();
    await u.clear(within(section).getByLabelText('First name'));
    await u.type(within(section).getByLabelText('First name'), 'Augusta');
    await u.click(within(section).getByRole('button', { name: 'Save name and language' }));
    await waitFor(() => expect(toasts()).toContain('Name and language saved'));
    const put = api.received.find((r) => r.path === `/api/v1/user/${zoneless.id}/person`);
    expect(put?.json).not.toHaveProperty('timeZone');
  });

  it('speaks Swedish when the interface does', async () => {
    await i18n.changeLanguage('sv');
    renderWithClient(<ProfileTab user={user} onPlayerSaved={() => {}} />);
    expect(await screen.findByRole('region', { name: 'Spelarprofil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara namn och språk' })).toBeInTheDocument();
  });
});
