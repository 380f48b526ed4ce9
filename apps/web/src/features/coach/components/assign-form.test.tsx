import type { TeamPlayer } from '@academy/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { JUGGLING_ID, testChallenge } from '@/test/challenges';
import { AssignForm } from './assign-form';

const ASSIGN = 'POST /api/v1/manager/me/assignments';
const SESSION_ID = '8d3f0b4b-5e1a-4f6b-8c43-9d0e1f2a3b4c';

function player(playerId: string, firstName: string): TeamPlayer {
  return {
    playerId,
    userId: `u-${playerId}`,
    firstName,
    lastName: 'Berg',
    ageGroupId: 'U12',
    programTitle: 'Ball mastery',
    currentPhase: null,
    sessionsDone: 0,
    sessionsTotal: 20,
    sessionsLast7Days: 0,
    lastTrainedAt: null,
    joinedAt: '2026-11-01T10:00:00.000Z',
    resting: null,
  };
}
const PLAYERS = [player('p1', 'Ada'), player('p2', 'Bo')];

const api = setupApiServer('/coach');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('GET /api/v1/manager/me/assignable-sessions', (_r, res) =>
    json(res, 200, [{ id: SESSION_ID, title: 'Toe taps', phaseTitle: 'First touch', ageGroupId: 'U12' }]),
  );
  api.on('GET /api/v1/challenges', (_r, res) => json(res, 200, [testChallenge()]));
  api.on(ASSIGN, (request, res) => {
    const body = request.json as { playerIds?: string[] };
    json(res, 201, { title: 'Toe taps', total: body.playerIds?.length ?? PLAYERS.length });
  });
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

async function renderForm() {
  client = createQueryClient();
  renderWithClient(<AssignForm players={PLAYERS} />, client);
  const what = screen.getByLabelText('What');
  await waitFor(() => expect(what).toBeEnabled());
  await screen.findByRole('option', { name: 'Juggling' });
  return what;
}

describe('assigning a session or a challenge', () => {
  it('assigns a session to the whole team with a due date and a note, and says to how many', async () => {
    const what = await renderForm();
    expect(screen.getByRole('option', { name: 'U12 · First touch · Toe taps' })).toBeInTheDocument();
    await userEvent.selectOptions(what, `session:${SESSION_ID}`);
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-12-04' } });
    await userEvent.type(screen.getByLabelText('Note (optional)'), ' Do it twice ');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Assigned “Toe taps” to 2 player(s).');
    expect(api.calls(ASSIGN)[0]?.json).toEqual({
      sessionId: SESSION_ID,
      dueDate: '2026-12-04',
      note: 'Do it twice',
    });
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
  });

  it('assigns a challenge to the chosen players only, after asking to choose one', async () => {
    const what = await renderForm();
    await userEvent.selectOptions(what, `challenge:${JUGGLING_ID}`);
    await userEvent.click(screen.getByLabelText('Chosen players'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one player.');
    expect(api.calls(ASSIGN)).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Bo Berg'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('status')).toHaveTextContent('to 1 player(s)');
    expect(api.calls(ASSIGN)[0]?.json).toMatchObject({ challengeId: JUGGLING_ID, playerIds: ['p2'] });
  });

  it('asks what to assign before sending, and shows the server’s refusal in words', async () => {
    const what = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a session or a challenge.');
    api.on(ASSIGN, (_r, res) => json(res, 409, { status: 409, message: 'Conflict' }));
    await userEvent.selectOptions(what, `session:${SESSION_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflict');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
