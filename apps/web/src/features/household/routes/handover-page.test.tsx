import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { openPasswordLink, typePasswords } from '@/test/password-link';
import HandoverPage from './handover-page';

const api = setupApiServer('/household/handover');

describe('/household/handover: a grown-up child takes over their account with a password', () => {
  it('both fields must agree before anything is sent, then the account is theirs', async () => {
    api.on('POST /api/v1/household/handover', (_r, res) => json(res, 204, null));
    openPasswordLink(<HandoverPage />, '/household/handover?token=handover-token-1');
    const user = await typePasswords('', '');
    await user.click(screen.getByRole('button', { name: 'Take over my account' }));
    expect(await screen.findByText('Password is required')).toBeVisible();

    await typePasswords('a-long-password-1', 'a-long-password-2');
    await user.click(screen.getByRole('button', { name: 'Take over my account' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(api.calls('POST /api/v1/household/handover')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Take over my account' }));
    expect(await screen.findByText(/Your account is yours now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(api.calls('POST /api/v1/household/handover')[0]?.json).toEqual({
      token: 'handover-token-1',
      password: 'a-long-password-1',
    });
  });

  it('a link the server refuses says so; a refused password stays on the form with the reason', async () => {
    api.on('POST /api/v1/household/handover', (request, res) =>
      (request.json as { password: string }).password === 'password'
        ? json(res, 400, {
            status: 400,
            message: 'Validation failed',
            errors: [{ field: 'password', message: 'This password is too common' }],
          })
        : json(res, 400, {
            status: 400,
            message: 'Validation failed',
            errors: [{ field: 'token', message: 'Invalid link' }],
          }),
    );
    openPasswordLink(<HandoverPage />, '/household/handover?token=old-token');
    let user = await typePasswords('password', 'password');
    await user.click(screen.getByRole('button', { name: 'Take over my account' }));
    expect(await screen.findByText('This password is too common')).toBeVisible();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    user = await typePasswords('another-password-9', 'another-password-9');
    await user.click(screen.getByRole('button', { name: 'Take over my account' }));
    expect(await screen.findByText(/This link is not valid any more/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take over my account' })).toBeNull();
  });
});
