import type { SupportInboxMessage } from '@academy/contract';
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
import SupportInboxPage from './support-inbox-page';

const INBOX = 'GET /api/v1/admin/support-messages';
const ID = '5e7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';
const ME = testUser({
  id: '6e7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
  email: 'me@example.com',
  authorities: ['ROLE_ADMIN'],
});
const COLLEAGUE = testUser({
  id: '7e7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
  email: 'sam@example.com',
  authorities: ['ROLE_ADMIN'],
});

const MESSAGE: SupportInboxMessage = {
  id: ID,
  reference: 1042,
  email: 'parent@example.com',
  userId: null,
  subject: 'Cannot pay',
  message: 'The card page says no.',
  language: 'sv',
  status: 'OPEN',
  createdAt: '2026-11-26T08:00:00.000Z',
  answeredAt: null,
  replies: [
    {
      id: 'r1',
      text: 'Which card do you use?',
      authorId: COLLEAGUE.id,
      authorEmail: 'sam@example.com',
      createdAt: '2026-11-26T09:00:00.000Z',
      mailedAt: null,
    },
  ],
  assigneeId: null,
  assigneeEmail: null,
  notes: [
    {
      id: 'n1',
      text: 'Card declined twice',
      authorId: null,
      authorEmail: null,
      createdAt: '2026-11-26T09:30:00.000Z',
    },
  ],
};

const api = setupApiServer('/admin/support');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(ME);
  api.on('GET /api/v1/user/admin', (_r, res) => json(res, 200, [ME, COLLEAGUE]));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(path = '/admin/support') {
  client = createQueryClient();
  return renderWithRouter(
    [{ path: '/admin/support', element: withQueryClient(<SupportInboxPage />, client) }],
    {
      path,
    },
  );
}

describe('the console’s support inbox', () => {
  it('shows a message with its reference, sender, language, replies not mailed and the team’s notes', async () => {
    api.on(INBOX, (_r, res) => json(res, 200, { content: [MESSAGE], totalElements: 1 }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Cannot pay #1042' });
    expect(card).toHaveTextContent('parent@example.com · visitor · Writes in Svenska');
    expect(card).toHaveTextContent('The card page says no.');
    expect(within(card).getByText('Which card do you use?')).toBeVisible();
    expect(within(card).getByText('Not mailed')).toBeVisible();
    const notes = within(card).getByRole('region', { name: 'Internal notes' });
    expect(notes).toHaveTextContent('deleted user');
    expect(notes).toHaveTextContent('Card declined twice');
    expect(within(card).getByLabelText('Reply to parent@example.com (write in Svenska)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a reply, refusing an empty one, and says it was sent', async () => {
    api.on(INBOX, (_r, res) => json(res, 200, { content: [MESSAGE], totalElements: 1 }));
    api.on(`POST /api/v1/admin/support-messages/${ID}/reply`, (_r, res) =>
      json(res, 200, { ...MESSAGE, status: 'ANSWERED' }),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Cannot pay #1042' });
    const box = within(card).getByLabelText(/^Reply to parent@example.com/);
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByText('This field is required')).toBeVisible();
    await userEvent.click(box);
    await userEvent.paste('  Try the card again, please.  ');
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(api.calls(`POST /api/v1/admin/support-messages/${ID}/reply`)[0]?.json).toEqual({
      text: 'Try the card again, please.',
    });
    expect(getToasts().at(-1)).toMatchObject({ message: 'Reply sent to parent@example.com' });
  });

  it('assigns a message to a colleague and adds an internal note', async () => {
    api.on(INBOX, (_r, res) => json(res, 200, { content: [MESSAGE], totalElements: 1 }));
    api.on(`PUT /api/v1/admin/support-messages/${ID}/assignee`, (_r, res) => json(res, 200, MESSAGE));
    api.on(`POST /api/v1/admin/support-messages/${ID}/notes`, (_r, res) => json(res, 200, MESSAGE));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Cannot pay #1042' });
    const assignee = within(card).getByRole('combobox', { name: 'Assigned to' });
    await within(card).findByRole('option', { name: 'sam@example.com' });
    await userEvent.selectOptions(assignee, 'sam@example.com');
    await waitFor(() =>
      expect(api.calls(`PUT /api/v1/admin/support-messages/${ID}/assignee`)[0]?.json).toEqual({
        assigneeId: COLLEAGUE.id,
      }),
    );
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ message: 'Assignment saved' }));
    await userEvent.click(within(card).getByLabelText('New internal note'));
    await userEvent.paste('Called the bank');
    await userEvent.click(within(card).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ message: 'Note added' }));
    expect(api.calls(`POST /api/v1/admin/support-messages/${ID}/notes`)[0]?.json).toEqual({
      text: 'Called the bank',
    });
  });

  it('switches tabs and searches by words and assignee, keeping both in the address', async () => {
    api.on(INBOX, (_r, res) => json(res, 200, { content: [], totalElements: 0 }));
    const { router } = renderPage();
    expect(await screen.findByText('No message is waiting for an answer.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Answered' }));
    expect(await screen.findByText('No answered messages yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Search support messages' });
    await userEvent.type(within(form).getByRole('searchbox'), '#1042');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Assigned to' }), 'Me');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No message matches this search.')).toBeVisible();
    expect(router.state.location.search).toBe(`?status=ANSWERED&query=%231042&assignee=${ME.id}`);
    const query = api.calls(INBOX).at(-1)!.query;
    expect([query.get('status'), query.get('query'), query.get('assigneeId'), query.get('size')]).toEqual([
      'ANSWERED',
      '#1042',
      ME.id,
      '20',
    ]);
  });
});
