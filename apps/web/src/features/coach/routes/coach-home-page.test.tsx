import type { ManagerMe, TeamPlayer } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import CoachHomePage from './coach-home-page';

const coachUser = testUser({
  authorities: ['ROLE_MANAGER'],
  player: false,
  manager: true,
  firstName: 'Carla',
});
const TEAM = `GET /api/v1/player/manager/${coachUser.id}`;

const me: ManagerMe = {
  id: 'm1',
  userId: coachUser.id,
  company: 'Coaching AB',
  teamName: 'Enskede P12',
  teamAgeGroupId: 'U12',
  gender: 'FEMALE',
  latitude: 59.3,
  longitude: 18.1,
  locationLabel: null,
  role: 'MANAGER',
  teamCode: 'K7MQ2XPA',
  firstName: 'Carla',
  lastName: 'Coach',
};

function player(overrides: Partial<TeamPlayer>): TeamPlayer {
  return {
    playerId: 'p1',
    userId: 'u1',
    firstName: 'Ada',
    lastName: 'Adams',
    ageGroupId: 'U12',
    programTitle: 'Ball mastery',
    currentPhase: { title: 'Phase 1', status: 'ACTIVE' },
    sessionsDone: 3,
    sessionsTotal: 20,
    sessionsLast7Days: 1,
    lastTrainedAt: '2026-11-20T10:00:00.000Z',
    joinedAt: '2026-11-01T10:00:00.000Z',
    resting: null,
    ...overrides,
  };
}

const api = setupApiServer('/coach');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(coachUser);
  api.on('GET /api/v1/manager/me', (_r, res) => json(res, 200, me));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter([{ path: '/coach', element: withQueryClient(<CoachHomePage />, client) }], {
    path: '/coach',
  });
}

describe('coach home', () => {
  it('shows the team code with its join link, and an empty state that tells how to invite', async () => {
    api.on(TEAM, (_r, res) => json(res, 200, []));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
    expect(await screen.findByText('K7MQ2XPA')).toBeVisible();
    expect(screen.getByLabelText('Join link')).toHaveValue(`${window.location.origin}/join/K7MQ2XPA`);
    expect(await screen.findByText('No players yet')).toBeVisible();
    expect(screen.getByText(/Give your players the team code K7MQ2XPA/)).toBeVisible();
  });

  it('makes a new code only after a confirmation', async () => {
    api.on(TEAM, (_r, res) => json(res, 200, []));
    api.on('POST /api/v1/manager/me/team-code', (_r, res) => json(res, 200, { ...me, teamCode: 'ZZZZ2222' }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make a new code' }));
    expect(api.calls('POST /api/v1/manager/me/team-code')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, make a new code' }));
    expect(await screen.findByText('ZZZZ2222')).toBeVisible();
    expect(screen.getByLabelText('Join link')).toHaveValue(`${window.location.origin}/join/ZZZZ2222`);
  });

  it('lists the players and sorts by a column, both ways', async () => {
    api.on(TEAM, (_r, res) =>
      json(res, 200, [
        player({ playerId: 'p1', firstName: 'Ada', lastName: 'Adams', sessionsDone: 3 }),
        player({
          playerId: 'p2',
          firstName: 'Bo',
          lastName: 'Berg',
          sessionsDone: 9,
          programTitle: null,
          currentPhase: null,
          lastTrainedAt: null,
        }),
      ]),
    );
    renderPage();
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Ada Adams', 'Bo Berg']);
    expect(within(table).getByRole('link', { name: 'Bo Berg' })).toHaveAttribute('href', '/coach/players/p2');
    expect(within(table).getByText('No program yet')).toBeVisible();
    expect(within(table).getByText('Not yet')).toBeVisible();

    const user = userEvent.setup();
    const sessions = within(table).getByRole('button', { name: 'Sessions done' });
    await user.click(sessions);
    expect(names()).toEqual(['Bo Berg', 'Ada Adams']);
    expect(sessions.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await user.click(sessions);
    expect(names()).toEqual(['Ada Adams', 'Bo Berg']);
    expect(sessions.closest('th')).toHaveAttribute('aria-sort', 'ascending');
  });
});
