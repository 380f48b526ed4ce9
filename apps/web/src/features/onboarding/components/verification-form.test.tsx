import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithSession, withQueryClient } from '@/test/render';
import { VerificationForm } from './verification-form';

const newUser: User = {
  id: '7b0c3f7e-9d7a-4b51-9a55-1f7f0c1f2a10',
  username: 'ada@example.com',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  phoneNumber: null,
  phoneVerified: false,
  status: 'NON_VERIFIED',
  verificationId: '0e7d3c1a-55aa-4e0b-8d7e-4b0c7e1f9a21',
  authorities: [],
  twoFAEnabledStatus: false,
  player: false,
  manager: false,
  language: 'en',
  timeZone: 'Europe/Stockholm',
};

const api = setupApiServer('/');
beforeEach(() => {
  queryClient.clear();
  storeToken({ access_token: 'tok', expires_in: 3600 });
});

function renderForm() {
  return renderWithSession(
    [
      {
        path: '/onboarding/verification',
        element: withQueryClient(<VerificationForm user={newUser} />, queryClient),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path: '/onboarding/verification?payment_model=YEARLY' },
  );
}

describe('account verification (spec §4, §5)', () => {
  it('keeps the button disabled until the code is valid and shows the spec messages', async () => {
    const u = userEvent.setup();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Verify account' });
    const code = screen.getByLabelText('Verification code');
    expect(submit).toBeDisabled();
    await u.type(code, '123');
    expect(
      await screen.findByText('Verification code must be atleast 6 characters long.'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await u.clear(code);
    expect(await screen.findByText('Verification code is required')).toBeInTheDocument();
    await u.type(code, '123456');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('verifies, toasts and goes on to role selection with payment_model', async () => {
    const u = userEvent.setup();
    api.on('PUT /api/v1/user/verify', (_r, res) => json(res, 200, { ...newUser, status: 'ACTIVE' }));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, { ...newUser, status: 'ACTIVE' }));
    const { router } = renderForm();
    await u.type(screen.getByLabelText('Verification code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/role-selection'));
    expect(router.state.location.search).toBe('?payment_model=YEARLY');
    expect(JSON.parse(api.calls('PUT /api/v1/user/verify')[0].body)).toEqual({
      id: newUser.id,
      code: '123456',
    });
    expect(getToasts().map((t) => t.message)).toContain('Account Verified Successfully!');
  });

  it('a wrong code shows the server reason and stays', async () => {
    const u = userEvent.setup();
    api.on('PUT /api/v1/user/verify', (_r, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        code: 'verification.invalidCode',
        message: 'Invalid verification code',
        path: '/api/v1/user/verify',
      }),
    );
    const { router } = renderForm();
    await u.type(screen.getByLabelText('Verification code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Verify account' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Invalid verification code']));
    // Beside the field too, tied to it.
    const field = screen.getByLabelText('Verification code');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Invalid verification code'));
    expect(router.state.location.pathname).toBe('/onboarding/verification');
  });

  it('resends the code in the current language', async () => {
    const u = userEvent.setup();
    api.on(`PUT /api/v1/verification/${newUser.verificationId}/resend-code`, (_r, res) => json(res, 200, {}));
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toEqual([
        'Another verification code has been sent to your email id!',
      ]),
    );
    const [call] = api.calls(`PUT /api/v1/verification/${newUser.verificationId}/resend-code`);
    expect(call.query.get('language')).toBe('en');
    expect(JSON.parse(call.body)).toEqual({ id: newUser.verificationId });
  });
});
