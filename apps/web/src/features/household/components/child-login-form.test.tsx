import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { householdChild } from '../test/fixtures';
import { ChildLoginForm } from './child-login-form';

const api = setupApiServer('/household');
const LOGIN = 'PUT /api/v1/household/children/p-1/login';

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(LOGIN, (request, res) =>
    json(res, 200, householdChild({ username: (request.json as { username: string }).username })),
  );
});

describe('giving a child a login', () => {
  it('explains both rules before asking the server, then tells the guardian what the child types', async () => {
    renderWithClient(<ChildLoginForm child={householdChild()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'm!');
    await userEvent.type(screen.getByLabelText(/Six-digit PIN/), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Give login' }));
    expect(
      await screen.findByText('A username has 3 to 30 letters, digits, dots, dashes or underscores'),
    ).toBeVisible();
    expect(screen.getByText('The PIN is six digits')).toBeVisible();
    expect(api.calls(LOGIN)).toHaveLength(0);

    const username = screen.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, ' maja.b ');
    const pin = screen.getByLabelText(/Six-digit PIN/);
    await userEvent.clear(pin);
    await userEvent.type(pin, '604913');
    await userEvent.click(screen.getByRole('button', { name: 'Give login' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(
        'Maja signs in with the username maja.b and the PIN.',
      ),
    );
    expect(api.calls(LOGIN)[0]!.json).toEqual({ username: 'maja.b', pin: '604913' });
    expect(screen.getByLabelText(/Six-digit PIN/)).toHaveValue('');
  });

  it('offers a new PIN for a child who has a login and shows the server’s reason on the field', async () => {
    api.on(LOGIN, (_request, res) =>
      json(res, 400, {
        status: 400,
        error: 'Bad Request',
        code: 'validation.failed',
        message: 'Validation failed',
        path: '/api/v1/household/children/p-1/login',
        errors: [
          {
            field: 'pin',
            code: 'household.pinTooSimple',
            message: 'This PIN is too easy to guess; choose another',
          },
        ],
      }),
    );
    renderWithClient(<ChildLoginForm child={householdChild({ username: 'maja' })} />);
    expect(screen.getByLabelText('Username')).toHaveValue('maja');
    await userEvent.type(screen.getByLabelText(/Six-digit PIN/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save new PIN' }));
    expect(await screen.findByText('This PIN is too easy to guess; choose another')).toBeVisible();
  });
});
