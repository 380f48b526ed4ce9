import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAuthState, storeToken } from '@/lib/auth-store';
import type { User } from '@academy/contract';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithSession } from '@/test/render';
import { nextPathAfterRole, RoleSelectionForm } from './role-selection-form';

const user: User = {
  id: '8c0c3f7e-9d7a-4b51-9a55-1f7f0c1f2a10',
  username: 'new@example.com',
  email: 'new@example.com',
  firstName: 'New',
  lastName: 'Player',
  phoneNumber: null,
  phoneVerified: false,
  status: 'ACTIVE',
  verificationId: null,
  authorities: [],
  twoFAEnabledStatus: false,
  player: false,
  manager: false,
  language: 'en',
  timeZone: 'Europe/Stockholm',
};

const api = setupApiServer('/onboarding/role-selection');
beforeEach(() => {
  storeToken({ access_token: 'old-access', refresh_token: 'old-refresh', expires_in: 60 });
  api.on('PUT /api/v1/user', (req, res) =>
    json(res, 200, { ...user, authorities: [`ROLE_${JSON.parse(req.body).role}`] }),
  );
  api.on('GET /api/v1/user', (_req, res) => json(res, 200, { ...user, authorities: ['ROLE_PLAYER'] }));
});

function renderForm(paymentModel: string | null) {
  const path = `/onboarding/role-selection${paymentModel ? `?payment_model=${paymentModel}` : ''}`;
  return renderWithSession(
    [
      {
        path: '/onboarding/role-selection',
        element: <RoleSelectionForm user={user} paymentModel={paymentModel} />,
      },
      { path: '/onboarding/player-basic-info', element: <p>player info</p> },
      { path: '/auth/login', element: <p>login page</p> },
    ],
    { path },
  );
}

describe('role selection (spec §2, §4, §6)', () => {
  it('offers Player (chosen already), parent or guardian, and Coach', async () => {
    const u = userEvent.setup();
    renderForm(null);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Coach' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Player' })).toBeChecked();
    const guardian = screen.getByRole('radio', { name: "I'm a parent or guardian" });
    expect(guardian).not.toBeChecked();
    await u.click(guardian);
    expect(guardian).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Player' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'I am a' })).toBeInTheDocument();
  });

  it('sends PLAYER without its prefix, refreshes and stores the token, and goes on keeping payment_model', async () => {
    api.on('POST /api/oauth/token', (_req, res) =>
      json(res, 200, {
        access_token: 'new-access',
        refresh_token: 'new-refresh',
        token_type: 'bearer',
        expires_in: 3600,
        scope: 'read write',
      }),
    );
    const u = userEvent.setup();
    const { router } = renderForm('YEARLY');
    const before = Date.now();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('player info')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?payment_model=YEARLY');

    expect(JSON.parse(api.calls('PUT /api/v1/user')[0]!.body)).toEqual({ id: user.id, role: 'PLAYER' });
    expect(api.calls('POST /api/oauth/token')[0]!.form).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
    });
    const { token, tokenExpiry } = getAuthState();
    expect(token).toBe('new-access');
    expect(tokenExpiry).toBeGreaterThanOrEqual(before + 3600 * 1000);
    expect(window.localStorage.getItem('token')).toBe('new-access');
    expect(window.localStorage.getItem('refresh_token')).toBe('new-refresh');
    expect(Number(window.localStorage.getItem('token_expiry'))).toBe(tokenExpiry);
  });

  it('logs out when the refresh fails', async () => {
    api.on('POST /api/oauth/token', (_req, res) =>
      json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid refresh token',
        code: 'oauth.invalidRefreshToken',
      }),
    );
    const u = userEvent.setup();
    renderForm(null);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(getAuthState().isAuthenticated).toBe(false));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('routes each role as the spec says', () => {
    expect(nextPathAfterRole('PLAYER', 'MONTHLY')).toBe(
      '/onboarding/player-basic-info?payment_model=MONTHLY',
    );
    expect(nextPathAfterRole('PLAYER', null)).toBe('/onboarding/player-basic-info');
    expect(nextPathAfterRole('MANAGER', null)).toBe('/onboarding/manager-basic-info');
    expect(nextPathAfterRole('PUBLIC', 'MONTHLY')).toBe('/');
    expect(nextPathAfterRole('GUARDIAN', 'MONTHLY')).toBe('/household');
  });
});
