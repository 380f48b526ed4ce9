import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { openPasswordLink, typePasswords } from '@/test/password-link';
import AdminInvitationPage from './admin-invitation-page';

const api = setupApiServer('/admin-invitation');

describe('/admin-invitation: a new admin chooses their password from the mailed link', () => {
  it('an address without a token is a dead link, with no form', async () => {
    openPasswordLink(<AdminInvitationPage />, '/admin-invitation');
    expect(
      await screen.findByText(/This link is not valid any more \(used, expired or incomplete\)/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save password' })).toBeNull();
  });

  it('saving names the e-mail address and leads to sign-in', async () => {
    api.on('POST /api/v1/user/admin/password', (_r, res) =>
      json(res, 200, { email: 'new.admin@academy.test' }),
    );
    openPasswordLink(<AdminInvitationPage />, '/admin-invitation?token=admin-token-1');
    expect(screen.getByText('At least 8 characters, not a common password.')).toBeVisible();
    const user = await typePasswords('a-long-password-1', 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Sign in with new.admin@academy.test/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
