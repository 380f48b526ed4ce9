import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { testUser } from '@/test/users';
import TwoFactorSetupPage from './two-factor-setup-page';

const ADMIN = testUser({ authorities: ['ROLE_ADMIN'], player: false });
const START = 'PUT /api/v1/user/enable-2fa';
const CONFIRM = 'PUT /api/v1/user/enable-2fa/confirm';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `rc-${String(i).padStart(4, '0')}`);

const api = setupApiServer('/admin');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(ADMIN);
  api.on('GET /api/v1/user', (_r, res) => json(res, 200, { ...ADMIN, twoFAEnabledStatus: true }));
});

function renderPage() {
  const onDone = vi.fn();
  renderWithClient(<TwoFactorSetupPage userId={ADMIN.id} onDone={onDone} />);
  return onDone;
}

async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

describe('an admin turns on two-factor before the console opens', () => {
  it('goes from the password to the key and a code, then the recovery codes, then the console', async () => {
    api.on(START, (_r, res) => json(res, 200, { key: 'JBSWY3DPEHPK3PXP', otpauthUrl: null }));
    api.on(CONFIRM, (_r, res) => json(res, 200, { recoveryCodes: RECOVERY }));
    const onDone = renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Turn on two-factor authentication' }),
    ).toBeVisible();
    // Without a password nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Show the key' }));
    expect(await screen.findByText('Enter your current password')).toBeVisible();
    expect(api.calls(START)).toHaveLength(0);

    await fill('Current password', 'admin secret');
    await userEvent.click(screen.getByRole('button', { name: 'Show the key' }));
    expect(await screen.findByTestId('two-factor-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(api.calls(START)[0]?.json).toEqual({ id: ADMIN.id, enabled: true, password: 'admin secret' });

    // A code must be six digits.
    await fill('Code from your authenticator app', '12 34');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the six-digit code')).toBeVisible();
    expect(api.calls(CONFIRM)).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Code from your authenticator app'));
    await fill('Code from your authenticator app', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    expect(codes).toHaveTextContent('rc-0000');
    expect(api.calls(CONFIRM)[0]?.json).toEqual({ id: ADMIN.id, code: '123456' });
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong password and a wrong code under their fields, and stays on the step', async () => {
    api.on(START, (_r, res) =>
      json(res, 400, {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'password', message: 'The password is not right' }],
      }),
    );
    renderPage();
    await fill('Current password', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Show the key' }));
    expect(await screen.findByText('The password is not right')).toBeVisible();
    expect(screen.queryByTestId('two-factor-key')).toBeNull();

    api.on(START, (_r, res) => json(res, 200, { key: 'JBSWY3DPEHPK3PXP', otpauthUrl: null }));
    api.on(CONFIRM, (_r, res) =>
      json(res, 400, {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'code', message: 'This code is not right' }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show the key' }));
    await screen.findByTestId('two-factor-key');
    await fill('Code from your authenticator app', '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('This code is not right')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });
});
