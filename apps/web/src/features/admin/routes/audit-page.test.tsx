import type { AuditEvent } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { auditValue, changedFields } from '../components/audit-change';
import AuditPage from './audit-page';

const EVENTS = 'GET /api/v1/admin/audit-events';
const ADMIN_ID = '1a7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: 'e1',
    at: '2026-11-26T09:30:00.000Z',
    actorId: ADMIN_ID,
    actorEmail: 'boss@example.com',
    action: 'user.status',
    targetType: 'user',
    targetId: '2b7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
    targetEmail: 'kim@example.com',
    targetDeleted: false,
    reason: null,
    detail: {},
    ...overrides,
  };
}

const api = setupApiServer('/admin/audit');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_SUPER_ADMIN'], player: false }));
  api.on('GET /api/v1/user/admin', (_r, res) =>
    json(res, 200, [
      testUser({ id: ADMIN_ID, email: 'boss@example.com', authorities: ['ROLE_SUPER_ADMIN'] }),
    ]),
  );
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(path = '/admin/audit') {
  client = createQueryClient();
  return renderWithRouter([{ path: '/admin/audit', element: withQueryClient(<AuditPage />, client) }], {
    path,
  });
}

describe('the console’s audit log', () => {
  it('says who did what to whom, the fields before and after, and the reason', async () => {
    api.on(EVENTS, (_r, res) =>
      json(res, 200, {
        content: [
          event({
            reason: 'Asked by the parent',
            detail: {
              before: { status: 'ACTIVE', authorities: ['ROLE_PLAYER'] },
              after: { status: 'DISABLED', authorities: ['ROLE_PLAYER'] },
            },
          }),
          event({
            id: 'e2',
            actorId: null,
            actorEmail: null,
            action: 'user.export',
            targetEmail: null,
            targetDeleted: true,
          }),
          event({
            id: 'e3',
            action: 'program.publish',
            targetType: 'program',
            targetEmail: null,
            targetId: 'prog-9',
          }),
        ],
        totalElements: 3,
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [first, second, third] = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('table') === table)
      .slice(1);
    expect(first).toHaveTextContent('boss@example.com');
    expect(first).toHaveTextContent('Account status changed');
    expect(first).toHaveTextContent('kim@example.com');
    expect(first).toHaveTextContent('Asked by the parent');
    // Only the field that changed, side by side.
    const change = within(first as HTMLElement).getByRole('table', { name: 'Changed fields' });
    expect(within(change).getAllByRole('row')).toHaveLength(2);
    expect(within(change).getByRole('rowheader')).toHaveTextContent('Status');
    expect(within(change).getByRole('row', { name: /Status/ })).toHaveTextContent('ACTIVEDISABLED');
    // The command line acts without an account; a deleted target is said so.
    expect(second).toHaveTextContent('Command line');
    expect(second).toHaveTextContent('deleted user');
    expect(second).toHaveTextContent('Data downloaded');
    expect(third).toHaveTextContent('Program published');
    expect(third).toHaveTextContent('Program prog-9');
  });

  it('filters by who, what and whom, and keeps the filters in the address', async () => {
    api.on(EVENTS, (_r, res) => json(res, 200, { content: [], totalElements: 0 }));
    const { router } = renderPage();
    expect(await screen.findByText('No changes recorded yet.')).toBeVisible();
    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    await screen.findByRole('option', { name: 'boss@example.com' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Who' }), 'boss@example.com');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'What' }), 'Programs (all)');
    await userEvent.type(
      within(filters).getByRole('searchbox', { name: 'About (e-mail)' }),
      ' kim@example.com ',
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.calls(EVENTS)).toHaveLength(2));
    const query = api.calls(EVENTS)[1]!.query;
    expect([query.get('actorId'), query.get('action'), query.get('targetEmail'), query.get('page')]).toEqual([
      ADMIN_ID,
      'program',
      'kim@example.com',
      '0',
    ]);
    expect(router.state.location.search).toBe(`?actorId=${ADMIN_ID}&action=program&target=kim%40example.com`);
  });

  it('opens a filtered, later page from a link', async () => {
    api.on(EVENTS, (_r, res) => json(res, 200, { content: [event({})], totalElements: 120 }));
    renderPage('/admin/audit?action=user.role&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages of the audit log' });
    expect(pager).toHaveTextContent('101–120 of 120');
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('user.role');
    const query = api.calls(EVENTS)[0]!.query;
    expect([query.get('action'), query.get('page'), query.get('size')]).toEqual(['user.role', '2', '50']);
  });

  it('writes the recorded values in words', () => {
    expect(auditValue(null)).toBe('–');
    expect(auditValue('')).toBe('–');
    expect(auditValue(false)).toBe('false');
    expect(auditValue(['ROLE_ADMIN', 'ROLE_PLAYER'])).toBe('ROLE_ADMIN, ROLE_PLAYER');
    expect(auditValue({ en: 'Rondo' })).toBe('{"en":"Rondo"}');
    // An event without before and after shows what it recorded, not the reason or notes.
    expect(changedFields({ reference: 'R-12', reason: 'Asked', note: 'internal' })).toEqual([
      { field: 'reference', before: undefined, after: 'R-12' },
    ]);
  });
});
