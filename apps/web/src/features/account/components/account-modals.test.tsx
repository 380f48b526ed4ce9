import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { testUser } from '@/test/users';
import { CallSettingsModal } from './call-settings-modal';
import { ChangeEmailModal } from './change-email-modal';
import { ChangePasswordModal } from './change-password-modal';

const user = testUser({ phoneNumber: { countryCode: '+46', number: '701234567' } });

const api = setupApiServer('/account');
// The shared phone input's widget downloads when a phone field first shows: have it ready.
beforeAll(() => import('@/components/ui/phone-input-widget'), 30_000);

beforeEach(() => {
  api.respond((_req, res) => json(res, 200, {}));
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

function Opened({ children }: { children: (close: () => void) => ReactElement }) {
  const [open, setOpen] = useState(true);
  return open ? children(() => setOpen(false)) : <p>closed</p>;
}

describe('e-mail change modal (spec §5)', () => {
  async function fill(next: string) {
    const u = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Change e-mail address' });
    if (next) await u.type(within(dialog).getByLabelText('New e-mail'), next);
    if (next) await u.type(within(dialog).getByLabelText('Current password'), 'my-password');
    await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
    return dialog;
  }

  it('shows the address in use instead of asking for it', () => {
    renderWithClient(<ChangeEmailModal user={user} show onClose={() => {}} onChanged={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Change e-mail address' });
    expect(dialog).toHaveTextContent(`Current e-mail: ${user.username}`);
    expect(within(dialog).queryByLabelText('Current e-mail')).not.toBeInTheDocument();
  });

  it('requires the new address and sends nothing', async () => {
    renderWithClient(<ChangeEmailModal user={user} show onClose={() => {}} onChanged={() => {}} />);
    const dialog = await fill('');
    expect(await within(dialog).findAllByText('Email is required')).toHaveLength(1);
    expect(within(dialog).getByLabelText('New e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.received).toHaveLength(0);
  });

  it('wants a valid address', async () => {
    renderWithClient(<ChangeEmailModal user={user} show onClose={() => {}} onChanged={() => {}} />);
    const dialog = await fill('also@bad');
    expect(await within(dialog).findByText('Please enter valid email address')).toBeInTheDocument();
    expect(api.received).toHaveLength(0);
  });

  it('refuses the address already in use (case does not matter)', async () => {
    renderWithClient(<ChangeEmailModal user={user} show onClose={() => {}} onChanged={() => {}} />);
    const dialog = await fill(user.username.toUpperCase());
    expect(await within(dialog).findByText('Both Email address cannot be the same!')).toBeInTheDocument();
    expect(api.received).toHaveLength(0);
  });

  it('toasts when the code cannot be sent', async () => {
    api.respond((_req, res) =>
      json(res, 503, {
        status: 503,
        error: 'Service Unavailable',
        code: 'http.unavailable',
        message: 'down',
        path: '/',
      }),
    );
    renderWithClient(<ChangeEmailModal user={user} show onClose={() => {}} onChanged={() => {}} />);
    await fill('new@example.com');
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Verification code could not be sent at the moment',
      ),
    );
  });

  it('asks for a code of at least 6 characters, then changes the address', async () => {
    const verificationId = '0b9d7a52-3c43-4a8e-8f4b-6a1f7c8e9d10';
    api.respond((req, res) =>
      req.path === '/api/v1/verification' ? json(res, 201, { id: verificationId }) : json(res, 200, user),
    );
    const onChanged = vi.fn();
    renderWithClient(<ChangeEmailModal user={user} show onClose={() => {}} onChanged={onChanged} />);
    const dialog = await fill('New@Example.com');

    expect(
      await within(dialog).findByText(/sent a six-digit verification code to New@Example.com/),
    ).toBeVisible();
    expect(within(dialog).getByText(/You will be logged out/)).toBeVisible();
    expect(JSON.parse(api.received[0]!.body)).toEqual({
      userId: user.id,
      language: 'en',
      sendEmail: true,
      type: 'CHANGE_USER_ACCOUNT_USERNAME',
      sendEmailTo: 'New@Example.com',
      password: 'my-password',
    });

    const u = userEvent.setup();
    await u.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(dialog).findByText('Verification code is required')).toBeVisible();
    await u.type(within(dialog).getByLabelText('Verification code'), '123');
    await u.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(
      await within(dialog).findByText('Verification code must be atleast 6 characters long.'),
    ).toBeVisible();
    expect(api.received).toHaveLength(1);

    await u.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Another verification code has been sent to your email id!',
      ),
    );
    expect(api.received[1]).toMatchObject({
      method: 'PUT',
      path: `/api/v1/verification/${verificationId}/resend-code`,
    });

    await u.clear(within(dialog).getByLabelText('Verification code'));
    await u.type(within(dialog).getByLabelText('Verification code'), '654321');
    await u.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(getToasts().map((t) => t.message)).toContain('Email updated successfully, logging out!');
    expect(JSON.parse(api.received[2]!.body)).toEqual({
      id: user.id,
      language: 'en',
      newUsername: 'New@Example.com',
      verificationCode: '654321',
      verificationId,
    });
  });
});

describe('change password modal (spec §5)', () => {
  it('requires both passwords and a new one of at least 8 characters', async () => {
    const u = userEvent.setup();
    renderWithClient(<ChangePasswordModal user={user} show onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await u.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findByText('Existing password is required')).toBeVisible();
    expect(within(dialog).getByText('New password is required')).toBeVisible();

    await u.type(within(dialog).getByLabelText('New password'), '1234567');
    await u.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters long.')).toBeVisible();
    expect(api.received).toHaveLength(0);
  });

  it('updates the password, toasts and closes', async () => {
    const u = userEvent.setup();
    const onClose = vi.fn();
    renderWithClient(<ChangePasswordModal user={user} show onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await u.type(within(dialog).getByLabelText('Existing password'), 'old-secret');
    await u.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await u.click(within(dialog).getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(getToasts().map((t) => t.message)).toContain('Password successfully updated');
    expect(api.received[0]).toMatchObject({ method: 'PUT', path: '/api/v1/user/change-password' });
    expect(JSON.parse(api.received[0]!.body)).toEqual({
      id: user.id,
      existingPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('puts a wrong existing password under its field', async () => {
    api.respond((_req, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        code: 'user.existingPasswordWrong',
        message: 'Existing password is incorrect',
        path: '/',
      }),
    );
    const u = userEvent.setup();
    renderWithClient(<ChangePasswordModal user={user} show onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await u.type(within(dialog).getByLabelText('Existing password'), 'wrong-one');
    await u.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await u.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findByText('The existing password is incorrect')).toBeVisible();
  });
});

describe('call settings modal (spec §5)', () => {
  it('shows the current number and closes an unchanged form without a call', async () => {
    const u = userEvent.setup();
    renderWithClient(<Opened>{(close) => <CallSettingsModal user={user} show onClose={close} />}</Opened>);
    const dialog = screen.getByRole('dialog', { name: 'Call settings' });
    // The shared phone input: the number's country, and the number as it is written there.
    expect(await within(dialog).findByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('070-123 45 67');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(api.received).toHaveLength(0);
    expect(getToasts()).toHaveLength(0);
  });

  it('requires a real number; the shared phone input takes no letters', async () => {
    const u = userEvent.setup();
    renderWithClient(<CallSettingsModal user={{ ...user, phoneNumber: null }} show onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Call settings' });
    expect(await within(dialog).findByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    const input = within(dialog).getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveValue('');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Phone number is required')).toBeVisible();
    await u.type(input, '+46 70-abc');
    expect(input).toHaveValue('+46 70');
    await u.type(within(dialog).getByLabelText('Current password'), 'my-password');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeVisible();
    expect(api.received).toHaveLength(0);
  });

  it('sends the whole user with the new number and toasts', async () => {
    const updated = { ...user, phoneNumber: { countryCode: '+46', number: '739876543' } };
    api.respond((_req, res) => json(res, 200, updated));
    const u = userEvent.setup();
    const onClose = vi.fn();
    renderWithClient(<CallSettingsModal user={user} show onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Call settings' });
    await within(dialog).findByRole('combobox', { name: 'Phone number country' });
    const input = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await u.clear(input);
    await u.type(input, '+46(73)987-6543');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A new number needs the current password (re-authentication).
    expect(await within(dialog).findByText('Enter your current password')).toBeVisible();
    expect(api.received).toHaveLength(0);
    await u.type(within(dialog).getByLabelText('Current password'), 'my-password');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(getToasts().map((t) => t.message)).toContain('Call settings updated successfully');
    expect(api.received[0]).toMatchObject({ method: 'PUT', path: `/api/v1/user/${user.id}/person` });
    expect(JSON.parse(api.received[0]!.body)).toEqual({
      ...user,
      phoneNumber: updated.phoneNumber,
      password: 'my-password',
    });
  });

  it('speaks Swedish when the interface does', async () => {
    await i18n.changeLanguage('sv');
    const u = userEvent.setup();
    renderWithClient(<CallSettingsModal user={{ ...user, phoneNumber: null }} show onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Samtalsinställningar' });
    await u.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Telefonnummer krävs')).toBeVisible();
  });
});
