import type { Clip } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import ReviewQueuePage from './review-queue-page';

const QUEUE = 'GET /api/v1/manager/me/clips';

function clip(id: string, createdAt: string): Clip {
  return {
    id,
    playerId: '2c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
    sessionId: null,
    challengeId: '3c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
    status: 'READY',
    durationSeconds: 20,
    posterUrl: null,
    playbackUrl: null,
    createdAt,
    expiresAt: '2027-02-18T10:00:00.000Z',
    verdict: null,
    comments: [],
  };
}

const api = setupApiServer('/coach/clips');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_MANAGER'], player: false, manager: true }));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [
      { path: '/coach/clips', element: withQueryClient(<ReviewQueuePage />, client) },
      { path: '/clips/:id', element: <h1>The clip page</h1> },
    ],
    { path: '/coach/clips' },
  );
}

describe('a coach’s clips to review', () => {
  it('lists the waiting clips in the order the server gives (oldest first), each opening its clip', async () => {
    const first = 'aa7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';
    api.on(QUEUE, (_r, res) =>
      json(res, 200, [
        clip(first, '2026-11-20T10:00:00.000Z'),
        clip(`b${first.slice(1)}`, '2026-11-22T10:00:00.000Z'),
      ]),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clips to review' })).toBeVisible();
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent(/^Clip sent .*20/);
    expect(links[1]).toHaveTextContent(/^Clip sent .*22/);
    expect(api.calls(QUEUE)[0]?.query.get('status')).toBe('TO_REVIEW');
    await userEvent.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'The clip page' })).toBeVisible();
  });

  it('says so when nothing is waiting', async () => {
    api.on(QUEUE, (_r, res) => json(res, 200, []));
    renderPage();
    expect(await screen.findByText('No clips are waiting for you.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    api.on(QUEUE, (_r, res) =>
      fail ? json(res, 403, { status: 403, message: 'Forbidden' }) : json(res, 200, []),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No clips are waiting for you.')).toBeVisible();
  });
});
