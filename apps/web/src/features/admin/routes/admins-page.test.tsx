import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import AdminsPage from './admins-page';

const CREATE = 'POST /api/v1/user/admin';
const SUPER = testUser({
  id: '6e7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
  email: 'boss@example.com',
  authorities: ['ROLE_SUPER_ADMIN'],
  firstName: 'Bea',
  lastName: 'Boss',
});
const ADMIN = testUser({
  id: '7e7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
  email: 'sam@example.com',
  authorities: ['ROLE_ADMIN'],
  firstName: 'Sam',
  lastName: 'Berg',
  status: 'DISABLED',
});

const api = setupApiServer('/admin/admins');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('GET /api/v1/user/admin', (_r, res) => json(res, 200, [SUPER, ADMIN]));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(me = SUPER) {
  setUser(me);
  client = createQueryClient();
  return renderWithRouter([{ path: '/admin/admins', element: withQueryClient(<AdminsPage />, client) }], {
    path: '/admin/admins',
  });
}

/** Types into a field as a paste (quicker than key by key). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the invitation form (e-mail, first name) and asks to add the admin. */
async function fillInvitation(email: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await fill(screen.getByLabelText('First name'), 'Nina');
  await userEvent.selectOptions(screen.getByLabelText('Language of the e-mail'), 'fr');
  await userEvent.click(screen.getByRole('button', { name: 'Add admin' }));
  return screen.findByRole('alertdialog');
}

describe('the console’s admins', () => {
  it('lists the admins with their role and status; only a super admin may add one', async () => {
    renderPage(ADMIN);
    const table = await screen.findByRole('table', { name: 'Admins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Bea Boss');
    expect(rows[0]).toHaveTextContent('Super admin');
    expect(rows[1]).toHaveTextContent('sam@example.com');
    expect(rows[1]).toHaveTextContent('Disabled');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Sam Berg' })).toHaveAttribute(
      'href',
      `/admin/users/${ADMIN.id}`,
    );
    expect(screen.getByText('Only a super admin can add admins.')).toBeVisible();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('asks for the required fields before any confirmation', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Admins' });
    await userEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('adds an admin after the super admin confirms with their own password; the form empties', async () => {
    api.on(CREATE, (_r, res) => json(res, 201, testUser({ email: 'nina@example.com' })));
    renderPage();
    await screen.findByRole('table', { name: 'Admins' });
    const dialog = await fillInvitation('nina@example.com');
    expect(dialog).toHaveTextContent('Add nina@example.com as an admin?');
    // No password: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(within(dialog).getByText('This field is required')).toBeVisible();
    await fill(within(dialog).getByLabelText('Your password'), 'my own secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls(CREATE)[0]?.json).toEqual({
      email: 'nina@example.com',
      firstName: 'Nina',
      lastName: '',
      language: 'fr',
      password: 'my own secret',
    });
    expect(getToasts().at(-1)).toMatchObject({
      message: 'Admin added: nina@example.com was mailed a link to choose a password',
    });
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('keeps the confirmation open on a wrong password, and cancels without sending again', async () => {
    api.on(CREATE, (_r, res) =>
      json(res, 400, {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'password', message: 'Your password is not right' }],
      }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Admins' });
    const dialog = await fillInvitation('nina@example.com');
    await fill(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await within(dialog).findByText('Your password is not right')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls(CREATE)).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).toHaveValue('nina@example.com');
  });

  it('puts a refusal of the e-mail under its field and closes the confirmation', async () => {
    api.on(CREATE, (_r, res) =>
      json(res, 400, {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'An account with this e-mail already exists' }],
      }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Admins' });
    const dialog = await fillInvitation('sam@example.com');
    await fill(within(dialog).getByLabelText('Your password'), 'my own secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('An account with this e-mail already exists')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
