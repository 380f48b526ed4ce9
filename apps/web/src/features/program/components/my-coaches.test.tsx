import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { MyCoaches } from './my-coaches';

const user = testUser();
const PLAYER_ID = '0b7f2c1e-4d3a-4e5f-9a8b-7c6d5e4f3a2b';
const api = setupApiServer('/program');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(user);
  api.on(`GET /api/v1/player/user/${user.id}`, (_r, res) => json(res, 200, { id: PLAYER_ID }));
  api.on(`GET /api/v1/player/${PLAYER_ID}/feedback`, (_r, res) =>
    json(res, 200, [
      {
        id: 'f1',
        text: 'Keep the ball close.',
        createdAt: '2026-11-20T10:00:00.000Z',
        managerName: 'Carla Coach',
        trainingProgramBlockId: 'b1',
      },
    ]),
  );
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderCoaches() {
  client = createQueryClient();
  return renderWithRouter(
    [
      {
        path: '/program',
        element: withQueryClient(
          <MyCoaches phaseTitle={(id) => (id === 'b1' ? 'Phase 1' : undefined)} />,
          client,
        ),
      },
    ],
    { path: '/program' },
  );
}

describe('your coaches on /program', () => {
  it("shows the coaches' feedback with name, date and phase, and leaves a team", async () => {
    api.on('GET /api/v1/player/coach', (_r, res) =>
      json(res, 200, [{ managerId: 'm1', firstName: 'Carla', lastName: 'Coach', company: 'Coaching AB' }]),
    );
    api.on('DELETE /api/v1/player/coach/m1', (_r, res) => {
      res.statusCode = 204;
      res.end();
    });
    renderCoaches();
    expect(await screen.findByText('Keep the ball close.')).toBeVisible();
    expect(screen.getByText('Carla Coach · Nov 20, 2026 · about Phase 1')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: "Leave Carla Coach's team" }));
    await waitFor(() => expect(screen.getByText("You are not in a coach's team yet.")).toBeVisible());
  });

  it('joins with a typed code and says why a code is refused', async () => {
    api.on('GET /api/v1/player/coach', (_r, res) => json(res, 200, []));
    let tries = 0;
    api.on('POST /api/v1/player/coach', (req, res) => {
      tries += 1;
      if (tries === 1) {
        json(res, 404, {
          status: 404,
          error: 'Not Found',
          code: 'coach.teamCodeNotFound',
          message: 'No team has this code',
          path: '/',
        });
        return;
      }
      expect(JSON.parse(req.body)).toEqual({ teamCode: 'K7MQ2XPA' });
      json(res, 201, { managerId: 'm1', firstName: 'Carla', lastName: 'Coach', company: 'Coaching AB' });
    });
    renderCoaches();
    const u = userEvent.setup();
    const input = await screen.findByLabelText('Team code from your coach');
    await u.type(input, 'zzzz-zzzz');
    await u.click(screen.getByRole('button', { name: 'Join team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No team has this code.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await u.clear(input);
    await u.type(input, 'k7mq-2xpa');
    await u.click(screen.getByRole('button', { name: 'Join team' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain("You joined Carla Coach's team."),
    );
  });
});
