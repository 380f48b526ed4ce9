import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { InviteForm } from './invite-form';

const api = setupApiServer('/household');
const INVITE = 'POST /api/v1/household/invitations';

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(INVITE, (request, res) =>
    json(res, 201, { email: (request.json as { email: string }).email, expiresAt: '2026-12-04T10:00:00Z' }),
  );
});

describe('inviting the other parent', () => {
  it('refuses an address that is not one, then sends the invitation and empties the field', async () => {
    renderWithClient(<InviteForm />);
    const email = screen.getByLabelText('Their e-mail');
    await userEvent.type(email, 'jonas@');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter valid email address')).toBeVisible();
    expect(api.calls(INVITE)).toHaveLength(0);

    await userEvent.type(email, 'example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain('Invitation sent to jonas@example.test.'),
    );
    expect(api.calls(INVITE)).toHaveLength(1);
    expect(api.calls(INVITE)[0]!.json).toMatchObject({ email: 'jonas@example.test', language: 'en' });
    expect(screen.getByLabelText('Their e-mail')).toHaveValue('');
  });

  it('shows why the server refused the address', async () => {
    api.on(INVITE, (_request, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        code: 'validation.failed',
        message: 'Validation failed',
        path: '/api/v1/household/invitations',
        errors: [
          {
            field: 'email',
            code: 'household.invitationOwnHousehold',
            message: 'You are already a guardian in this household',
          },
        ],
      }),
    );
    renderWithClient(<InviteForm />);
    await userEvent.type(screen.getByLabelText('Their e-mail'), 'eva@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('You are already a guardian in this household')).toBeVisible();
  });
});
