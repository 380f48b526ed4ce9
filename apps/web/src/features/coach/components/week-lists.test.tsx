import type { ResultToVerify, TeamPlayer } from '@academy/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { withQueryClient } from '@/test/render';
import { NotTrained } from './not-trained';
import { ResultsWaiting } from './results-waiting';

function player(
  playerId: string,
  firstName: string,
  sessionsLast7Days: number,
  lastTrainedAt: string | null,
) {
  return { playerId, firstName, lastName: 'Berg', sessionsLast7Days, lastTrainedAt } as TeamPlayer;
}

function result(id: string, overrides: Partial<ResultToVerify> = {}): ResultToVerify {
  return {
    id,
    playerId: 'p1',
    firstName: 'Ada',
    lastName: 'Adams',
    challengeId: 'c1',
    challengeTitle: 'Slalom dribble',
    value: 13.5,
    unit: 'SECONDS',
    tier: 'SILVER',
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

const api = setupApiServer('/coach');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

describe('the players who have not trained in 7 days', () => {
  it('lists only them, each linking to their page, with the last day trained or "Not yet"', () => {
    render(
      <MemoryRouter>
        <NotTrained
          players={[
            player('p1', 'Ada', 2, '2026-11-26T10:00:00.000Z'),
            player('p2', 'Bo', 0, '2026-11-10T10:00:00.000Z'),
            player('p3', 'Cy', 0, null),
          ]}
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Bo Berg' })).toHaveAttribute(
      'href',
      '/coach/players/p2',
    );
    expect(items[0]).toHaveTextContent(/Last trained .*2026/);
    expect(items[1]).toHaveTextContent('Cy Berg');
    expect(items[1]).toHaveTextContent('Not yet');
  });

  it('says so when everyone trained', () => {
    render(
      <MemoryRouter>
        <NotTrained players={[player('p1', 'Ada', 1, '2026-11-26T10:00:00.000Z')]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Everyone has trained in the last 7 days.')).toBeVisible();
  });
});

describe('the results waiting for the coach', () => {
  function renderResults(results: ResultToVerify[]) {
    client = createQueryClient();
    render(withQueryClient(<ResultsWaiting results={results} />, client));
  }

  it('shows who did what, and verifies one with a button that names it', async () => {
    api.on('PUT /api/v1/challenge-results/r1/verify', (_r, res) => json(res, 200, {}));
    renderResults([
      result('r1'),
      result('r2', { firstName: 'Bo', challengeTitle: 'Juggling', unit: 'COUNT', value: 120 }),
    ]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Adams');
    expect(first).toHaveTextContent(/Slalom dribble: 13[.,]5 s/);
    expect(second).toHaveTextContent('Juggling: 120');
    await userEvent.click(screen.getByRole('button', { name: /^Verify\s?: Ada Slalom dribble/ }));
    await waitFor(() => expect(api.calls('PUT /api/v1/challenge-results/r1/verify')).toHaveLength(1));
    expect(api.calls('PUT /api/v1/challenge-results/r2/verify')).toHaveLength(0);
  });

  it('says when a result could not be verified', async () => {
    api.on('PUT /api/v1/challenge-results/r1/verify', (_r, res) =>
      json(res, 409, { status: 409, message: 'Conflict' }),
    );
    renderResults([result('r1')]);
    await userEvent.click(screen.getByRole('button', { name: /^Verify/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The result could not be verified. Try again.',
    );
  });

  it('says when no result is waiting', () => {
    renderResults([]);
    expect(screen.getByText('No results are waiting for your confirmation.')).toBeVisible();
  });
});
