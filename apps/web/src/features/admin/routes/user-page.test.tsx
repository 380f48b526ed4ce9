import type { Payment, Player } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testSubscription } from '@/test/subscriptions';
import { testUser } from '@/test/users';
import UserPage from './user-page';

const admin = testUser({
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  email: 'root@example.com',
  authorities: ['ROLE_ADMIN'],
  player: false,
});
const person = testUser();
const PLAYER_ID = '0b7f2c1e-4d3a-4e5f-9a8b-7c6d5e4f3a2b';
const player = {
  id: PLAYER_ID,
  userId: person.id,
  ageGroupId: 'U12',
  dateOfBirth: '2014-05-01',
  clubName: 'IFK Test',
  currentLocation: { city: 'Lagos', country: 'Nigeria', latitude: 6.45, longitude: 3.39 },
} as unknown as Player;
const PAYMENT: Payment = {
  id: 'p1',
  amount: 900,
  currency: 'SEK',
  label: '1 $',
  paidAt: '2026-04-01T10:00:00.000Z',
  description: 'U12 Development program · monthly plan · April 1, 2026 – May 1, 2026',
  receiptUrl: 'http://academy.test/receipts/abcdefghijklmnopqrstuvwxyz012345',
  refunds: [],
  refundedAmount: 0,
};

const LOAD_FAILED = 'This could not be loaded.';
const api = setupApiServer('/admin/users');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(admin);
  api.on(`GET /api/v1/user/${person.id}`, (_r, res) => json(res, 200, person));
  api.on(`GET /api/v1/player/user/${person.id}`, (_r, res) => json(res, 200, player));
  api.on('GET /api/v1/player-training-program-subscription', (_r, res) =>
    json(res, 200, [
      testSubscription({ billingEnabled: true, paymentModel: 'MONTHLY', paymentStatus: 'PAST_DUE' }),
    ]),
  );
  api.on('GET /api/v1/admin/audit-events', (_r, res) => json(res, 200, { content: [], totalElements: 0 }));
  api.on(`GET /api/v1/admin/players/${PLAYER_ID}/care`, (_r, res) =>
    json(res, 200, {
      guardianApproval: 'NOT_NEEDED',
      guardianEmail: null,
      approvalSentAt: null,
      approvedAt: null,
      consents: [],
    }),
  );
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  vi.restoreAllMocks();
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter([{ path: '/admin/users/:id', element: withQueryClient(<UserPage />, client) }], {
    path: `/admin/users/${person.id}`,
  });
}

async function paymentsSection() {
  const heading = await screen.findByRole('heading', { name: 'Payments' });
  return heading.closest('section') as HTMLElement;
}

describe('the console user page: payments and the user’s data', () => {
  it('lists the player’s payments with date, the amount really charged (SEK 9, not “1 $”), what it paid for, status and a receipt link', async () => {
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, [PAYMENT]));
    renderPage();
    const section = await paymentsSection();
    const row = await within(section).findByRole('row', { name: /SEK 9\b/ });
    expect(within(row).getByText('1 April 2026')).toBeVisible();
    expect(within(row).getByText(PAYMENT.description)).toBeVisible();
    expect(within(row).getByText('Paid')).toBeVisible();
    const receipt = within(row).getByRole('link', {
      name: 'Receipt of 1 April 2026, SEK 9 (opens in a new tab)',
    });
    // Its back link leads to this page, not to the admin's own /account.
    expect(receipt).toHaveAttribute('href', `${PAYMENT.receiptUrl}?language=en&consoleUser=${person.id}`);
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(api.calls('GET /api/v1/billing/payments')[0]!.query.get('playerId')).toBe(PLAYER_ID);
    // The subscription says how its payments stand.
    expect(screen.getByText(/Payment failed \(grace period\)/)).toBeVisible();
  });

  it('says so when the player has paid nothing yet, and when the payments cannot be read', async () => {
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, []));
    const { unmount } = renderPage();
    expect(await within(await paymentsSection()).findByText('No payments yet.')).toBeVisible();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    unmount();

    api.on('GET /api/v1/billing/payments', (_r, res) =>
      json(res, 403, {
        status: 403,
        error: 'Forbidden',
        code: 'error.forbidden',
        message: 'Access is denied',
        path: '/',
      }),
    );
    renderPage();
    const failed = await within(await paymentsSection()).findByRole('alert');
    expect(failed).toHaveTextContent(LOAD_FAILED);
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('downloads the user’s data as one JSON file, and says when there were too many downloads', async () => {
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, []));
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    let answer = 200;
    api.on('GET /api/v1/user/export', (_r, res) =>
      answer === 200
        ? json(res, 200, { exportedAt: '2026-11-26T08:00:00.000Z', user: { id: person.id } })
        : json(res, 429, {
            status: 429,
            error: 'Too Many Requests',
            code: 'http.tooManyRequests',
            message: 'Too many requests',
            path: '/',
          }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download data' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Data downloaded'));
    expect(api.calls('GET /api/v1/user/export')[0]!.query.get('userId')).toBe(person.id);
    expect(names).toEqual([`football-academy-data-${person.id}-2026-11-26.json`]);
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ user: { id: person.id } });

    answer = 429;
    await user.click(screen.getByRole('button', { name: 'Download data' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Too many downloads in the last hour. Try again later.',
      ),
    );
    expect(names).toHaveLength(1);
  });
});

describe('the console user page: a child’s guardian approval and consents', () => {
  it('shows the approval waiting for the guardian and the consent ledger, revoked ones dated', async () => {
    api.on(`GET /api/v1/admin/players/${PLAYER_ID}/care`, (_r, res) =>
      json(res, 200, {
        guardianApproval: 'PENDING',
        guardianEmail: 'parent@example.test',
        approvalSentAt: '2026-11-02T09:00:00.000Z',
        approvedAt: null,
        consents: [
          {
            id: 'c1',
            playerId: PLAYER_ID,
            scopes: ['PROFILE', 'TRAINING'],
            method: 'EMAIL_LINK',
            policyVersion: '2026-11',
            grantedBy: null,
            ip: null,
            userAgent: null,
            grantedAt: '2026-11-03T10:00:00.000Z',
            revokedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, []));
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Guardian approval and consents' });
    const section = heading.closest('section') as HTMLElement;
    expect(await within(section).findByText('Waiting for the guardian')).toBeVisible();
    expect(within(section).getByText('parent@example.test')).toBeVisible();
    const row = within(section).getByRole('row', { name: /Profile, Training/ });
    expect(row).toHaveTextContent('E-mail link');
    expect(row).toHaveTextContent('3 November 2026');
    expect(row).toHaveTextContent('20 November 2026');
  });
});
