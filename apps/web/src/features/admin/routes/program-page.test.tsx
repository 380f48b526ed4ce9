import type { AdminProgram } from '@academy/contract';
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
import ProgramPage from './program-page';

const ID = '5b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const FEES: AdminProgram['fees'] = [
  { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
  { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
  { type: 'MONTHLY', amount: 900, currency: 'SEK', region: 'AFRICA', label: '1 $' },
  { type: 'YEARLY', amount: 9900, currency: 'SEK', region: 'AFRICA', label: '10 $' },
];
const PROGRAM: AdminProgram = {
  id: ID,
  ageGroupId: 'U12',
  status: 'DRAFT',
  titles: { en: 'U12 spring', sv: 'U12 våren', fr: 'U12 printemps', pt: 'U12 primavera' },
  fees: FEES,
  blocks: [],
  players: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  editedAt: '2026-11-20T10:00:00.000Z',
};

const api = setupApiServer('/admin/programs');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_ADMIN'], player: false }));
  api.on(`GET /api/v1/admin/training-programs/${ID}`, (_r, res) => json(res, 200, PROGRAM));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [{ path: '/admin/programs/:id', element: withQueryClient(<ProgramPage />, client) }],
    { path: `/admin/programs/${ID}` },
  );
}

describe('the console program editor: fees per price region', () => {
  it('shows every region’s fees in its own currency and saves them all, with the price players see', async () => {
    let saved: unknown;
    api.on(`PUT /api/v1/admin/training-programs/${ID}`, (req, res) => {
      saved = req.json;
      json(res, 200, {
        ...PROGRAM,
        fees: [
          ...FEES.slice(0, 2),
          { type: 'MONTHLY', amount: 1250, currency: 'SEK', region: 'AFRICA', label: '12.50 kr' },
          FEES[3],
        ],
      });
    });
    renderPage();
    const standard = await screen.findByRole('group', { name: 'Standard prices (all other countries)' });
    const africa = screen.getByRole('group', { name: 'Africa (54 countries)' });
    expect(standard).toHaveAccessibleDescription('Charged in SEK');
    expect(within(standard).getByLabelText('Monthly amount')).toHaveValue('99');
    expect(within(standard).getByLabelText('Yearly amount')).toHaveValue('995');
    // The standard labels are the amounts' own: the field stays empty and shows them as a hint.
    expect(within(standard).getByLabelText('Monthly price shown')).toHaveValue('');
    expect(within(standard).getByLabelText('Monthly price shown')).toHaveAttribute('placeholder', '99 kr');
    expect(within(africa).getByLabelText('Monthly amount')).toHaveValue('9');
    expect(within(africa).getByLabelText('Monthly price shown')).toHaveValue('1 $');
    expect(within(africa).getByLabelText('Yearly price shown')).toHaveValue('10 $');

    const user = userEvent.setup();
    const monthly = within(africa).getByLabelText('Monthly amount');
    for (const refused of ['0', '0,00', '12.345', '-5', 'ten']) {
      await user.clear(monthly);
      await user.type(monthly, refused);
      expect(monthly, refused).toBeInvalid();
    }
    await user.clear(monthly);
    await user.type(monthly, '12,5');
    expect(monthly).toBeValid();
    await user.clear(within(africa).getByLabelText('Monthly price shown'));
    await user.click(screen.getByRole('button', { name: 'Save title and fees' }));

    await waitFor(() => expect(api.requested()).toContain(`PUT /api/v1/admin/training-programs/${ID}`));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Saved'));
    expect(saved).toEqual({
      titles: PROGRAM.titles,
      fees: [
        { type: 'MONTHLY', region: 'DEFAULT', amount: 9900, currency: 'SEK', label: null },
        { type: 'YEARLY', region: 'DEFAULT', amount: 99500, currency: 'SEK', label: null },
        { type: 'MONTHLY', region: 'AFRICA', amount: 1250, currency: 'SEK', label: null },
        { type: 'YEARLY', region: 'AFRICA', amount: 9900, currency: 'SEK', label: '10 $' },
      ],
    });
    // The saved program replaces the form: the new amount's own label is the hint.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Africa (54 countries)' })).getByLabelText(
          'Monthly price shown',
        ),
      ).toHaveAttribute('placeholder', '12.50 kr'),
    );
  });

  it('says in the interface language why the server refused the fees', async () => {
    api.on(`PUT /api/v1/admin/training-programs/${ID}`, (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'adminProgram.regionFeesIncomplete',
        message: 'Give a MONTHLY and a YEARLY fee for every price region before publishing',
        path: '/',
      }),
    );
    api.on(`GET /api/v1/admin/training-programs/${ID}/publish-summary`, (_r, res) =>
      json(res, 200, {
        replaces: null,
        titles: [],
        phases: { added: [], removed: [], changed: [] },
        sessions: { added: [], removed: [], changed: [] },
        fees: [],
        currentPlayers: 0,
        currentSubscriptions: 0,
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    // Publishing asks first, with what changes.
    const confirm = await screen.findByRole('alertdialog', { name: 'Publish this program?' });
    await screen.findByText('No program of this age group is live yet.');
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Give a MONTHLY and a YEARLY fee for every price region before publishing',
      ),
    );
  });

  it('on a live program, says how many subscribers a new fee reaches and saves only when confirmed', async () => {
    const live = { ...PROGRAM, status: 'PUBLIC' as const, players: 2 };
    api.on(`GET /api/v1/admin/training-programs/${ID}`, (_r, res) => json(res, 200, live));
    api.on(`POST /api/v1/admin/training-programs/${ID}/fee-preview`, (_r, res) =>
      json(res, 200, { affectedSubscriptions: 2, earliestEffectiveFrom: '2027-01-05T10:00:00.000Z' }),
    );
    api.on(`PUT /api/v1/admin/training-programs/${ID}`, (_r, res) =>
      json(res, 200, { ...live, affectedSubscriptions: 2 }),
    );
    renderPage();
    const standard = await screen.findByRole('group', { name: 'Standard prices (all other countries)' });
    const user = userEvent.setup();
    await user.clear(within(standard).getByLabelText('Monthly amount'));
    await user.type(within(standard).getByLabelText('Monthly amount'), '119');
    await user.click(screen.getByRole('button', { name: 'Save title and fees' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Change the fees?' });
    expect(dialog).toHaveTextContent('2 running subscriptions pay a changed fee.');
    expect(dialog).toHaveTextContent('at least 30 days later');
    expect(api.requested()).not.toContain(`PUT /api/v1/admin/training-programs/${ID}`);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requested()).not.toContain(`PUT /api/v1/admin/training-programs/${ID}`);

    await user.click(screen.getByRole('button', { name: 'Save title and fees' }));
    await user.click(await screen.findByRole('button', { name: 'Change fees and notify 2 subscribers' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('Saved. 2 subscribers were sent a notice.'),
    );
  });
});
