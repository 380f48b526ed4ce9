import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { testUser } from '@/test/users';
import { DeleteAccountModal } from './delete-account-modal';
import { TwoFactorPasswordModal } from './two-factor-password-modal';

/* The dialogs built on useModalForm: rules, reset on close, the busy guard. */

const user = testUser({ twoFAEnabledStatus: true });
const api = setupApiServer('/account');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('GET /api/v1/user', (_req, res) => json(res, 200, { ...user, twoFAEnabledStatus: false }));
});

/** The two-factor-off dialog with an Open button, as the account tab has it. */
function TwoFactorOff() {
  const [show, setShow] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <TwoFactorPasswordModal user={user} turnOn={false} show={show} onClose={() => setShow(false)} />
    </>
  );
}

describe('turning two-factor off', () => {
  it('asks for the password, and Cancel forgets what was typed', async () => {
    const u = userEvent.setup();
    renderWithClient(<TwoFactorOff />);
    let dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await u.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter your current password')).toBeVisible();

    await u.type(within(dialog).getByLabelText('Current password'), 'half-typed');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await u.click(screen.getByRole('button', { name: 'Open' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('');
    expect(within(dialog).queryByText('Enter your current password')).toBeNull();
    expect(api.received.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('cannot be closed while the call runs; then it says so and closes', async () => {
    let answer: ServerResponse | null = null;
    api.on('PUT /api/v1/user/enable-2fa', (_req, res) => {
      answer = res;
    });
    const u = userEvent.setup();
    renderWithClient(<TwoFactorOff />);
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await u.type(within(dialog).getByLabelText('Current password'), 'my-password');
    await u.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(answer).not.toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Turn off/ })).toBeDisabled();
    await u.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Turn off two-factor authentication' })).toBeVisible();

    json(answer!, 200, { ...user, twoFAEnabledStatus: false });
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Two Factor Authorization status changed successfully!',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT /api/v1/user/enable-2fa')[0]!.json).toEqual({
      id: user.id,
      enabled: false,
      password: 'my-password',
    });
  });
});

describe('deleting the account', () => {
  it('needs the password and the box; a wrong password shows under its field; then it is gone', async () => {
    let wrong = true;
    api.on('DELETE /api/v1/user', (_req, res) =>
      wrong
        ? json(res, 400, {
            status: 400,
            error: 'Bad Request',
            code: 'privacy.passwordWrong',
            message: 'The password is not correct',
            path: '/api/v1/user',
            errors: [
              { field: 'password', message: 'The password is not correct', code: 'privacy.passwordWrong' },
            ],
          })
        : res.writeHead(204).end(),
    );
    const onDeleted = vi.fn();
    const u = userEvent.setup();
    renderWithClient(<DeleteAccountModal show onClose={() => {}} onDeleted={onDeleted} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password')).toBeVisible();
    expect(within(dialog).getByText('Tick the box to confirm')).toBeVisible();
    expect(api.calls('DELETE /api/v1/user')).toHaveLength(0);

    await u.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await u.click(within(dialog).getByLabelText('I understand that this cannot be undone'));
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeVisible();
    expect(onDeleted).not.toHaveBeenCalled();

    wrong = false;
    await u.clear(within(dialog).getByLabelText('Your password'));
    await u.type(within(dialog).getByLabelText('Your password'), 'the-password');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(api.calls('DELETE /api/v1/user')[1]!.json).toEqual({ password: 'the-password' });
  });
});
