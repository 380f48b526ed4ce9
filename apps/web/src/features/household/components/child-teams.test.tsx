import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { ChildTeams } from './child-teams';

const api = setupApiServer('/household');
const child = {
  playerId: 'p-1',
  userId: 'u-1',
  firstName: 'Mila',
  lastName: 'Berg',
  dateOfBirth: '2015-03-14',
  ageGroupId: 'U12',
  username: null,
  guardians: [],
};
const COACH = {
  managerId: 'm-1',
  firstName: 'Carla',
  lastName: 'Coach',
  company: null,
  teamName: 'Juniors P12',
};
const TEAMS = 'GET /api/v1/household/children/p-1/coach';
const JOIN = 'POST /api/v1/household/children/p-1/coach';

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(TEAMS, (_req, res) => json(res, 200, []));
});

function renderTeams() {
  return renderWithRouter(
    [
      { path: '/household', element: withQueryClient(<ChildTeams child={child} />) },
      { path: '/household/consents', element: <p>consents page</p> },
    ],
    { path: '/household' },
  );
}

async function join(code: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Join a team' }));
  await userEvent.type(screen.getByLabelText('Team code from the coach'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
}

// A guardian joins a household child to a coach's team with the code.
describe('a child’s teams on the guardian’s home', () => {
  it('without the Coach consent says so and links the consents page', async () => {
    api.on(JOIN, (_req, res) =>
      json(res, 403, {
        status: 403,
        error: 'Forbidden',
        message: 'Consent needed: COACH',
        code: 'household.coachConsentNeeded',
        path: '/api/v1/household/children/p-1/coach',
      }),
    );
    renderTeams();
    expect(await screen.findByText('Not in a team yet')).toBeVisible();
    await join('k7mq-2xpa');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mila can join a coach’s team once you give the Coach consent.');
    expect(api.calls(JOIN)[0]!.json).toEqual({ teamCode: 'K7MQ2XPA' });
    await userEvent.click(within(alert).getByRole('link', { name: 'Give the Coach consent' }));
    expect(await screen.findByText('consents page')).toBeVisible();
  });

  it('joins, says so, and lists the team by its name with a Leave', async () => {
    api.on(JOIN, (_req, res) => {
      api.on(TEAMS, (_r, answer) => json(answer, 200, [COACH]));
      json(res, 201, COACH);
    });
    renderTeams();
    await join('K7MQ2XPA');
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Mila joined Juniors P12.'));
    expect(await screen.findByText('Juniors P12 · Carla Coach')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take Mila out of Juniors P12' })).toBeVisible();
  });
});
