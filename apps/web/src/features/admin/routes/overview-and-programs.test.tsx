import type { AdminProgram, AdminStats } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { formatMoney } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import OverviewPage from './overview-page';
import ProgramsPage from './programs-page';

const STATS: AdminStats = {
  users: 1204,
  players: 876,
  activeSubscriptions: 310,
  billedSubscriptions: 295,
  monthlyRecurringRevenue: [
    { currency: 'SEK', amount: 2_950_000 },
    { currency: 'EUR', amount: 12_000 },
  ],
  revenueLast30Days: [{ currency: 'SEK', charged: 3_000_000, refunded: 50_000, net: 2_950_000 }],
  supportMessagesOpen: 4,
};

const FEES: AdminProgram['fees'] = [
  { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
  { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
];

function program(id: string, overrides: Partial<AdminProgram>): AdminProgram {
  return {
    id,
    ageGroupId: 'U12',
    status: 'PUBLIC',
    titles: { en: 'Ball mastery', sv: 'Bollkontroll', fr: 'Maîtrise', pt: 'Domínio' },
    fees: FEES,
    blocks: [],
    players: 12,
    updatedAt: '2026-11-20T10:00:00.000Z',
    editedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
const PUBLIC_ID = '5b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const DRAFT_ID = '6b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';

const api = setupApiServer('/admin');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_ADMIN'], player: false }));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderAt(path: string, element: React.ReactElement) {
  client = createQueryClient();
  return renderWithRouter(
    [
      { path, element: withQueryClient(element, client) },
      { path: '/admin/programs/:id', element: <h1>Program editor</h1> },
      { path: '/admin/users', element: <h1>User search</h1> },
    ],
    { path },
  );
}

/** Money as the formatter writes it, its no-break spaces as the page's text reads them. */
const money = (amount: number, currency: string) =>
  formatMoney({ amount, currency }, 'en').replace(/\s/g, ' ');

/** A figure's card: its heading names it. */
const figure = (name: string) => screen.getByRole('heading', { name }).closest('.card') as HTMLElement;

describe('the console’s overview', () => {
  it('shows the academy’s figures, money per currency, and links to the users and the inbox', async () => {
    api.on('GET /api/v1/admin/stats', (_r, res) => json(res, 200, STATS));
    renderAt('/admin', <OverviewPage />);
    expect(await screen.findByRole('link', { name: '1204' })).toHaveAttribute('href', '/admin/users');
    expect(figure('Players')).toHaveTextContent('876');
    expect(figure('Active subscriptions')).toHaveTextContent('310');
    expect(figure('Billed subscriptions')).toHaveTextContent('295');
    expect(figure('Monthly recurring revenue')).toHaveTextContent(
      `${money(2_950_000, 'SEK')} · ${money(12_000, 'EUR')}`,
    );
    expect(figure('Revenue, last 30 days (charged minus refunded)')).toHaveTextContent(
      money(2_950_000, 'SEK'),
    );
    expect(within(figure('Support messages waiting')).getByRole('link', { name: '4' })).toHaveAttribute(
      'href',
      '/admin/support',
    );
  });

  it('shows a dash where there is no money yet', async () => {
    api.on('GET /api/v1/admin/stats', (_r, res) =>
      json(res, 200, { ...STATS, monthlyRecurringRevenue: [], revenueLast30Days: [] }),
    );
    renderAt('/admin', <OverviewPage />);
    await screen.findByRole('link', { name: '1204' });
    expect(figure('Monthly recurring revenue')).toHaveTextContent('–');
    expect(figure('Revenue, last 30 days (charged minus refunded)')).toHaveTextContent('–');
  });
});

describe('the console’s programs', () => {
  it('groups the programs by age group with their status, fees and players', async () => {
    api.on('GET /api/v1/admin/training-programs', (_r, res) =>
      json(res, 200, [
        program(PUBLIC_ID, {}),
        program(DRAFT_ID, { status: 'DRAFT', titles: { en: 'Ball mastery, spring' }, players: 0 }),
        program('7b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b', { ageGroupId: 'U14', titles: { en: 'Passing' } }),
      ]),
    );
    renderAt('/admin/programs', <ProgramsPage />);
    const table = await screen.findByRole('table', { name: 'Programs' });
    const groups = within(table).getAllByRole('rowheader');
    expect(groups.map((cell) => [cell.textContent, cell.getAttribute('rowspan')])).toEqual([
      ['U12', '2'],
      ['U14', '1'],
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Public');
    expect(rows[0]).toHaveTextContent('Standard: 99 kr / 995 kr');
    expect(rows[0]).toHaveTextContent('Africa: –');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'Ball mastery, spring' }),
    ).toHaveAttribute('href', `/admin/programs/${DRAFT_ID}`);
    // Only a public program offers a new draft.
    expect(within(table).getAllByRole('button', { name: 'New draft from this' })).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('makes a new draft from a public program, keeping its titles, and opens it', async () => {
    const draftId = '8b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
    api.on('GET /api/v1/admin/training-programs', (_r, res) => json(res, 200, [program(PUBLIC_ID, {})]));
    api.on('POST /api/v1/admin/training-programs', (_r, res) =>
      json(res, 201, program(draftId, { status: 'DRAFT' })),
    );
    renderAt('/admin/programs', <ProgramsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New draft from this' }));
    expect(await screen.findByRole('heading', { name: 'Program editor' })).toBeVisible();
    expect(api.calls('POST /api/v1/admin/training-programs')[0]?.json).toEqual({
      ageGroupId: 'U12',
      titles: { en: 'Ball mastery', sv: 'Bollkontroll', fr: 'Maîtrise', pt: 'Domínio' },
      copyFromId: PUBLIC_ID,
    });
  });
});
