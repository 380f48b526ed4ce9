import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { PhoneVerificationRow } from './phone-verification-row';

const api = setupApiServer('/account');
const client = createQueryClient();
const phoneNumber = { countryCode: '+46', number: '701234567' };
const user = testUser({ phoneNumber, phoneVerified: false });
let sends = 0;

beforeEach(() => {
  sends = 0;
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(`POST /api/v1/user/${user.id}/phone-verification`, (_r, res) => {
    sends += 1;
    json(res, 200, {
      id: 'v1',
      sentTo: '+46701234567',
      expiresAt: '2026-11-27T15:00:00Z',
      resendAfterSeconds: 60,
    });
  });
  api.on(`PUT /api/v1/user/${user.id}/phone-verification`, (request, res) => {
    if ((request.json as { code: string }).code !== '123456') {
      json(res, 400, {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'code', message: 'Invalid verification code', code: 'verification.invalidCode' }],
      });
      return;
    }
    json(res, 200, { ...user, phoneVerified: true });
  });
});
afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

describe('phone verification on /account (Trust, round 3)', () => {
  it('sends a code, waits before a resend, shows a wrong code under the field and takes the right one', async () => {
    renderWithClient(<PhoneVerificationRow user={user} />, client);
    expect(screen.getByText('Not verified')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone number' }));
    expect(
      await screen.findByText('We sent a six-digit code by text message to +46701234567.'),
    ).toBeVisible();
    expect(sends).toBe(1);
    expect(screen.getByRole('button', { name: /Send a new code \(in \d+ s\)/ })).toBeDisabled();

    const field = screen.getByLabelText('Code from the text message');
    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Verify phone number' })).toBeVisible();
  });

  it('says "Verified" for a verified number and nothing without a number', () => {
    const { rerender } = renderWithClient(
      <PhoneVerificationRow user={testUser({ phoneNumber, phoneVerified: true })} />,
      client,
    );
    expect(screen.getByText('Verified')).toBeVisible();
    rerender(withQueryClient(<PhoneVerificationRow user={testUser()} />, client));
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
