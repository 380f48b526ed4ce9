import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testSubscription } from '@/test/subscriptions';
import { testProgress } from '@/test/training';
import { testUser } from '@/test/users';
import { household, householdChild } from '../test/fixtures';
import HouseholdPage from './household-page';

const api = setupApiServer('/household');
const receipt = (fields: { id: string; playerId: string; childName: string; paidAt: string }) => ({
  amount: 9900,
  currency: 'SEK',
  label: '99 kr',
  description: 'U10 program · monthly plan',
  receiptUrl: `https://academy.example/receipts/${fields.id}`,
  refunds: [],
  refundedAmount: 0,
  ...fields,
});
const eva = testUser({ id: 'g-1', firstName: 'Eva', player: false });
const jonas = testUser({ id: 'g-2', firstName: 'Jonas', player: false });
const guardians = [
  { userId: 'g-1', firstName: 'Eva', lastName: 'Berg', payer: true },
  { userId: 'g-2', firstName: 'Jonas', lastName: 'Berg', payer: false },
];
const maja = householdChild({ username: 'maja', guardians });
const leo = householdChild({ playerId: 'p-2', firstName: 'Leo', ageGroupId: 'U8', guardians });

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(eva);
  api.on('GET /api/v1/household', (_r, res) => {
    const home = household([maja, leo]);
    json(res, 200, {
      ...home,
      guardians: [
        ...home.guardians,
        { userId: 'g-2', firstName: 'Jonas', lastName: 'Berg', email: 'j@example.test', payer: false },
      ],
    });
  });
  api.on('GET /api/v1/household/link-requests', (_r, res) => json(res, 200, []));
  api.on('GET /api/v1/billing/household-payments', (_r, res) =>
    json(res, 200, [
      receipt({ id: 'pay-2', playerId: 'p-2', childName: 'Leo', paidAt: '2026-11-02T09:00:00Z' }),
      receipt({ id: 'pay-1', playerId: 'p-1', childName: 'Maja', paidAt: '2026-11-01T09:00:00Z' }),
    ]),
  );
  api.on('GET /api/v1/player-training-program-subscription', (request, res) =>
    json(
      res,
      200,
      request.query.get('playerId') === 'p-1'
        ? [testSubscription({ billingEnabled: true, playerTrainingProgramId: 'ptp-1' })]
        : [testSubscription({ trainingProgram: { id: 'prog-u8', title: 'U8 Ball friends', fees: [] } })],
    ),
  );
  api.on('GET /api/v1/training-program/player-training-program/ptp-1/progress', (_r, res) =>
    json(res, 200, testProgress()),
  );
  api.on('GET /api/v1/player/p-1/feedback', (_r, res) =>
    json(res, 200, [
      {
        id: 'f1',
        text: 'Lovely first touch today',
        createdAt: '2026-11-20T10:00:00Z',
        managerName: 'Carla',
        trainingProgramBlockId: null,
      },
    ]),
  );
  api.on('GET /api/v1/player/p-2/feedback', (_r, res) => json(res, 200, []));
  api.on('GET /api/v1/training-program/age-group/U8', (_r, res) =>
    json(res, 200, {
      id: 'prog-u8',
      title: 'U8 Ball friends',
      fees: [
        { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
        { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
      ],
    }),
  );
});

function render() {
  return renderWithRouter(withQueryClient(<HouseholdPage />), { path: '/household' });
}

describe('the guardian’s home', () => {
  it('shows the payer each child with program, phase, feedback and what needs them', async () => {
    render();
    const majaCard = await screen.findByRole('article', { name: /Maja Berg/ });
    expect(await within(majaCard).findByText('Subscribed')).toBeVisible();
    expect(await within(majaCard).findByText('Phase 1: Ball control')).toBeVisible();
    expect(within(majaCard).getByText('1 of 6 sessions done')).toBeVisible();
    expect(await within(majaCard).findByText('“Lovely first touch today” — Carla')).toBeVisible();
    expect(within(majaCard).queryByText('Needs you:')).toBeNull();
    expect(within(majaCard).getByText('Guardians: Eva (payer), Jonas')).toBeVisible();

    const leoCard = screen.getByRole('article', { name: /Leo Berg/ });
    await waitFor(() =>
      expect(within(leoCard).getByRole('status')).toHaveTextContent('Subscribe to start training'),
    );
    expect(within(leoCard).getByRole('status')).toHaveTextContent(
      'Give a login to train on their own device',
    );
    expect(
      await within(leoCard).findByRole('button', { name: 'Pay monthly for Leo (SEK 99)' }),
    ).toBeEnabled();
    expect(within(leoCard).getByRole('button', { name: 'Pay yearly for Leo (SEK 995)' })).toBeEnabled();

    const adults = screen.getByRole('region', { name: 'Parents and guardians' });
    expect(within(adults).getByRole('button', { name: 'Send invitation' })).toBeVisible();
  });

  it('shows a co-guardian what the payer must do, without paying or inviting', async () => {
    setUser(jonas);
    render();
    const leoCard = await screen.findByRole('article', { name: /Leo Berg/ });
    await waitFor(() =>
      expect(within(leoCard).getByRole('status')).toHaveTextContent('The payer subscribes to start training'),
    );
    expect(within(leoCard).queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(api.calls('GET /api/v1/training-program/age-group/U8')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });

  it('opens the add-a-child form and closes it again', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    expect(screen.getByRole('form', { name: 'Add a child' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add a child' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeVisible();
  });

  it('shows the payer one receipt list for both children; a co-guardian sees none', async () => {
    const { unmount } = render();
    const receipts = await screen.findByRole('region', { name: 'Receipts for all your children' });
    const rows = await within(receipts).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Leo · .*SEK 99/),
      expect.stringMatching(/^Maja · .*SEK 99/),
    ]);
    expect(within(rows[1]!).getByRole('link', { name: /Receipt for Maja/ })).toHaveAttribute(
      'href',
      'https://academy.example/receipts/pay-1',
    );
    unmount();
    setUser(jonas);
    render();
    await screen.findByRole('article', { name: /Leo Berg/ });
    expect(screen.queryByRole('region', { name: 'Receipts for all your children' })).toBeNull();
  });
});
