import type { Feedback, PlayerTrainingView } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import CoachPlayerPage from './coach-player-page';

const PLAYER = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PHASE_1 = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const PHASE_2 = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const TRAINING = `GET /api/v1/player/${PLAYER}/training`;
const FEEDBACK = `GET /api/v1/player/${PLAYER}/feedback`;
const REMOVE = `DELETE /api/v1/manager/me/players/${PLAYER}`;

const VIEW: PlayerTrainingView = {
  player: {
    playerId: PLAYER,
    userId: 'u1',
    firstName: 'Ada',
    lastName: 'Adams',
    ageGroupId: 'U12',
    programTitle: 'Ball mastery',
    currentPhase: { title: 'First touch', status: 'ACTIVE' },
    sessionsDone: 4,
    sessionsTotal: 20,
    sessionsLast7Days: 2,
    lastTrainedAt: null,
    resting: null,
  },
  phases: [
    {
      trainingProgramBlockId: PHASE_1,
      title: 'First touch',
      status: 'COMPLETE',
      sessionsDone: 4,
      sessionsTotal: 4,
    },
    {
      trainingProgramBlockId: PHASE_2,
      title: 'Passing',
      status: 'ACTIVE',
      sessionsDone: 0,
      sessionsTotal: 5,
    },
  ],
  completions: [
    {
      trainingSessionId: 's1',
      trainingProgramBlockId: PHASE_1,
      title: 'Toe taps',
      completedAt: '2026-11-20T10:00:00.000Z',
      rating: 4,
      note: 'My left foot is getting better',
    },
    {
      trainingSessionId: 's2',
      trainingProgramBlockId: PHASE_1,
      title: 'Sole rolls',
      completedAt: '2026-11-21T10:00:00.000Z',
      rating: null,
      note: null,
    },
  ],
};

const FEEDBACK_SENT: Feedback[] = [
  {
    id: 'f1',
    text: 'Great first phase!',
    managerName: 'Carla Coach',
    createdAt: '2026-11-22T10:00:00.000Z',
    trainingProgramBlockId: PHASE_1,
  },
];

const api = setupApiServer(`/coach/players/${PLAYER}`);
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_MANAGER'], player: false, manager: true }));
  api.on(FEEDBACK, (_r, res) => json(res, 200, []));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

/** The browser's confirmation dialog (happy-dom has none), answering `answers` in turn, then the last. */
function stubConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_message: string) => (answers.length > 1 ? answers.shift() : answers[0]) ?? false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [
      { path: '/coach/players/:playerId', element: withQueryClient(<CoachPlayerPage />, client) },
      { path: '/coach', element: <h1>My team page</h1> },
    ],
    { path: `/coach/players/${PLAYER}` },
  );
}

describe('a coach’s page of one player', () => {
  it('shows the player’s figures, phases and the sessions done with the shared note', async () => {
    api.on(TRAINING, (_r, res) => json(res, 200, VIEW));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Adams' })).toBeVisible();
    expect(screen.getByText('U12 · Ball mastery')).toBeVisible();
    expect(screen.getByText('4 of 20')).toBeVisible();
    expect(screen.getByText('Not yet')).toBeVisible();

    const phases = screen.getByRole('region', { name: 'Phases' });
    const phaseItems = within(phases).getAllByRole('listitem');
    expect(phaseItems).toHaveLength(2);
    expect(phaseItems[0]).toHaveTextContent('First touch');
    expect(phaseItems[0]).toHaveTextContent('4 of 4');
    expect(phaseItems[1]).toHaveTextContent('0 of 5');

    const sessions = screen.getByRole('region', { name: 'Sessions done' });
    const [first, second] = within(sessions).getAllByRole('listitem');
    expect(first).toHaveTextContent('Toe taps');
    expect(first).toHaveTextContent('First touch · rating 4 of 5');
    expect(first).toHaveTextContent('“My left foot is getting better”');
    expect(second).toHaveTextContent('Sole rolls');
    expect(second).not.toHaveTextContent('rating');
    expect(
      within(sessions).getByText("You see a player's note only when they chose to share it."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to my team/ })).toHaveAttribute('href', '/coach');
  });

  it('says when the player has no program and nothing done yet', async () => {
    api.on(TRAINING, (_r, res) => json(res, 200, { ...VIEW, phases: [], completions: [] }));
    renderPage();
    expect(await screen.findByText('This player has no training program yet.')).toBeVisible();
    expect(screen.getByText('No sessions done yet.')).toBeVisible();
  });

  it('tells a coach a player is not in their team, without a retry', async () => {
    api.on(TRAINING, (_r, res) => json(res, 403, { status: 403, message: 'Forbidden' }));
    renderPage();
    expect(await screen.findByText('This player is not in your team.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Player' })).toBeVisible();
  });

  it('lists the feedback already sent, and deletes one only after a confirmation', async () => {
    let feedback = FEEDBACK_SENT;
    api.on(TRAINING, (_r, res) => json(res, 200, VIEW));
    api.on(FEEDBACK, (_r, res) => json(res, 200, feedback));
    api.on(`DELETE /api/v1/player/${PLAYER}/feedback/f1`, (_r, res) => {
      feedback = [];
      res.writeHead(204).end();
    });
    const confirm = stubConfirm(false, true);
    renderPage();
    expect(await screen.findByText('Great first phase!')).toBeVisible();
    const remove = screen.getByRole('button', { name: /Delete/ });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.calls(`DELETE /api/v1/player/${PLAYER}/feedback/f1`)).toHaveLength(0);
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Great first phase!')).toBeNull());
    expect(api.calls(`DELETE /api/v1/player/${PLAYER}/feedback/f1`)).toHaveLength(1);
  });

  it('removes the player from the team after a confirmation and goes back to the team', async () => {
    api.on(TRAINING, (_r, res) => json(res, 200, VIEW));
    api.on(REMOVE, (_r, res) => res.writeHead(204).end());
    const confirm = stubConfirm(false, true);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Remove Ada Adams from the team' });
    expect(screen.getByText(/Ada Adams keeps their training, results and your feedback/)).toBeVisible();
    await userEvent.click(button);
    expect(confirm).toHaveBeenLastCalledWith('Remove Ada Adams from your team?');
    expect(api.calls(REMOVE)).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'My team page' })).toBeVisible();
    expect(api.calls(REMOVE)).toHaveLength(1);
  });

  it('stays on the page and says so when the removal fails', async () => {
    api.on(TRAINING, (_r, res) => json(res, 200, VIEW));
    api.on(REMOVE, (_r, res) => json(res, 409, { status: 409, message: 'Conflict' }));
    stubConfirm(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ada Adams from the team' }));
    expect(await screen.findByText('The player could not be removed. Try again.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Adams' })).toBeVisible();
  });
});
