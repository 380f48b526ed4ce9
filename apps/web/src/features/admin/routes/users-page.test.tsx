import type { User } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import UsersPage from './users-page';

const SEARCH = 'GET /api/v1/admin/users';

function person(n: number, overrides: Partial<User> = {}): User {
  return testUser({
    id: `0b7c6a51-2d3e-4f40-9a1b-${String(n).padStart(12, '0')}`,
    email: `person${n}@example.com`,
    username: `person${n}@example.com`,
    firstName: `Person`,
    lastName: `${n}`,
    ...overrides,
  });
}

const api = setupApiServer('/admin/users');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_ADMIN'], player: false }));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(path = '/admin/users') {
  client = createQueryClient();
  return renderWithRouter(
    [
      { path: '/admin/users', element: withQueryClient(<UsersPage />, client) },
      { path: '/admin/users/:id', element: <h1>One user’s page</h1> },
    ],
    { path },
  );
}

describe('the console’s user search', () => {
  it('lists the users with their phone, roles and status, each name opening the user', async () => {
    api.on(SEARCH, (_r, res) =>
      json(res, 200, {
        content: [
          person(1, {
            phoneNumber: { countryCode: '+46', number: '701234567' },
            authorities: ['ROLE_MANAGER', 'ROLE_ADMIN'],
          }),
          person(2, { firstName: '', lastName: '', authorities: [], status: 'DISABLED' }),
        ],
        totalElements: 2,
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('+46 701234567');
    expect(rows[0]).toHaveTextContent('Coach, Admin');
    expect(rows[0]).toHaveTextContent('Active');
    // A user without a name is listed by e-mail; without a phone a dash; without a role "No role".
    const unnamed = within(rows[1] as HTMLElement).getByRole('link', { name: 'person2@example.com' });
    expect(rows[1]).toHaveTextContent('–');
    expect(rows[1]).toHaveTextContent('No role');
    expect(rows[1]).toHaveTextContent('Disabled');
    // Two users fit on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).toBeNull();
    await userEvent.click(unnamed);
    expect(await screen.findByRole('heading', { name: 'One user’s page' })).toBeVisible();
  });

  it('searches by text, role and status, and keeps the search in the address', async () => {
    api.on(SEARCH, (request, res) =>
      json(
        res,
        200,
        request.query.get('query')
          ? { content: [person(7)], totalElements: 1 }
          : { content: [], totalElements: 0 },
      ),
    );
    const { router } = renderPage();
    expect(await screen.findByText('No user matches this search.')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'E-mail, name or phone' }), '  person7 ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Coach');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Person 7' })).toBeVisible();
    const last = api.calls(SEARCH).at(-1)!.query;
    expect([
      last.get('query'),
      last.get('role'),
      last.get('status'),
      last.get('page'),
      last.get('size'),
    ]).toEqual(['person7', 'MANAGER', 'ACTIVE', '0', '25']);
    expect(router.state.location.search).toBe('?query=person7&role=MANAGER&status=ACTIVE');
  });

  it('opens a search from a shared link with its fields filled in', async () => {
    api.on(SEARCH, (_r, res) => json(res, 200, { content: [person(3)], totalElements: 1 }));
    renderPage('/admin/users?query=anna&status=DISABLED');
    expect(await screen.findByRole('link', { name: 'Person 3' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'E-mail, name or phone' })).toHaveValue('anna');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('DISABLED');
    expect(api.calls(SEARCH)[0]!.query.get('query')).toBe('anna');
  });

  it('pages through a long list, 25 at a time', async () => {
    api.on(SEARCH, (request, res) => {
      const page = Number(request.query.get('page'));
      const content = Array.from({ length: page === 2 ? 10 : 25 }, (_, i) => person(page * 25 + i + 1));
      json(res, 200, { content, totalElements: 60 });
    });
    renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Pages of users' });
    expect(pager).toHaveTextContent('1–25 of 60');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('26–50 of 60')).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('51–60 of 60')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Person 60' })).toBeVisible();
  });

  it('offers to try again when the search fails', async () => {
    let fail = true;
    api.on(SEARCH, (_r, res) =>
      fail
        ? json(res, 403, { status: 403, message: 'Forbidden' })
        : json(res, 200, { content: [person(5)], totalElements: 1 }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Person 5' })).toBeVisible();
  });
});
