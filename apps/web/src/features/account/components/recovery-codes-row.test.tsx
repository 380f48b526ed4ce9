import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { RecoveryCodesRow } from './recovery-codes-row';

const api = setupApiServer('/account');
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
let remaining = 3;
const client = createQueryClient();

beforeEach(() => {
  remaining = 3;
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('GET /api/v1/user/2fa/recovery-codes', (_r, res) => json(res, 200, { remaining }));
  api.on('POST /api/v1/user/2fa/recovery-codes', (request, res) => {
    if ((request.json as { password?: string }).password !== 'right-password') {
      json(res, 400, { status: 400, message: 'Password is incorrect', field: 'password' });
      return;
    }
    remaining = 10;
    json(res, 200, { recoveryCodes: NEW_CODES });
  });
});
afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

describe('recovery codes on /account', () => {
  it('says how many codes are left and makes new ones with the password, shown once', async () => {
    renderWithClient(<RecoveryCodesRow />, client);
    expect(await screen.findByText('3 recovery codes left')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await userEvent.type(within(dialog).getByLabelText(/password/i), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new recovery codes' });
    expect(within(shown).getByTestId('recovery-codes')).toHaveTextContent(NEW_CODES[0]!);
    await userEvent.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });
});
