import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { GuardiansSection } from './guardians-section';

const api = setupApiServer('/account');
const URL = 'GET /api/v1/player/p-1/guardians';
const guardians = (canRead: boolean) => [
  { userId: 'g-1', firstName: 'Anna', lastName: 'Berg', relation: 'PAYER', canRead },
  { userId: 'g-2', firstName: 'Bo', lastName: 'Berg', relation: 'GUARDIAN', canRead },
];

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

describe('/account: who else can see a player’s data', () => {
  it('under 18: lists the guardians with their relation and until when they read; nobody can be removed', async () => {
    api.on(URL, (_r, res) => json(res, 200, { guardians: guardians(true), removableFrom: '2027-03-14' }));
    renderWithClient(<GuardiansSection playerId="p-1" />);
    const section = await screen.findByRole('region', { name: 'Who else can see your data' });
    expect(within(section).getByText('Anna Berg')).toBeVisible();
    expect(within(section).getByText(/pays for you/)).toBeVisible();
    expect(within(section).getByText(/parent or guardian/)).toBeVisible();
    expect(within(section).getByText(/until you are 18/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('from 18: removes a guardian with the password, and says when the password is wrong', async () => {
    let removed = false;
    api.on(URL, (_r, res) =>
      json(res, 200, {
        guardians: guardians(false).filter((g) => !removed || g.userId !== 'g-2'),
        removableFrom: '2025-03-14',
      }),
    );
    api.on('DELETE /api/v1/player/p-1/guardians/g-2', (request, res) => {
      if ((request.json as { password: string }).password !== 'right-password') {
        json(res, 400, {
          message: 'Your current password is wrong',
          errors: [{ field: 'password', message: 'Your current password is wrong' }],
        });
        return;
      }
      removed = true;
      res.statusCode = 204;
      res.end();
    });
    renderWithClient(<GuardiansSection playerId="p-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bo Berg' }));
    const form = screen.getByRole('form', { name: 'Remove Bo Berg as your guardian' });
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, remove Bo Berg' }));
    expect(within(form).getByText('Type your password to confirm')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Your password'), 'wrong-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, remove Bo Berg' }));
    expect(await within(form).findByText('That password is not right')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Your password'));
    await userEvent.type(within(form).getByLabelText('Your password'), 'right-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, remove Bo Berg' }));
    await waitFor(() => expect(screen.queryByText('Bo Berg')).toBeNull());
    expect(screen.getByText('Anna Berg')).toBeVisible();
  });
});
