import type { PlayerEvent } from '@academy/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import ChildSchedulePage from './child-schedule-page';

const EVENTS = 'GET /api/v1/player/p1/events';
const RATE = 'GET /api/v1/player/p1/attendance';
const RSVP = 'PUT /api/v1/events/e1/rsvp';

const training: PlayerEvent = {
  id: 'e1',
  title: 'Tuesday training',
  startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  place: 'Field 1',
  rsvp: 'ATTENDING',
  reason: null,
  attendance: null,
};

const api = setupApiServer('/household/schedule/p1');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_GUARDIAN'], player: false }));
  api.on(RATE, (_r, res) => json(res, 200, { events: 4, present: 3, excused: 1, absent: 0, rate: 0.75 }));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [{ path: '/household/schedule/:playerId', element: withQueryClient(<ChildSchedulePage />, client) }],
    { path: '/household/schedule/p1' },
  );
}

describe("a guardian and a child's trainings", () => {
  it('shows the season rate and the coming trainings; declining sends the reason and shows it', async () => {
    api.on(EVENTS, (_r, res) => json(res, 200, [training]));
    api.on(RSVP, (r, res) => {
      const body = r.json as { rsvp: PlayerEvent['rsvp']; reason?: string };
      json(res, 200, { ...training, rsvp: body.rsvp, reason: body.reason ?? null });
    });
    renderPage();
    expect(await screen.findByText('75%')).toBeVisible();
    expect(screen.getByText('Present 3, excused 1, absent 0')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Tuesday training' })).toBeVisible();
    expect(screen.getByText('Coming')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Can't come/ }));
    await user.type(screen.getByLabelText('Reason (for the coach)'), 'Fever');
    await user.click(screen.getByRole('button', { name: "Send: can't come" }));
    expect(await screen.findByText('Not coming')).toBeVisible();
    expect(screen.getByText('Fever')).toBeVisible();
    expect(api.calls(RSVP)[0]?.json).toEqual({ playerId: 'p1', rsvp: 'NOT_ATTENDING', reason: 'Fever' });
  });

  it('says when there is nothing yet', async () => {
    api.on(EVENTS, (_r, res) => json(res, 200, []));
    api.on(RATE, (_r, res) => json(res, 200, { events: 0, present: 0, excused: 0, absent: 0, rate: 0 }));
    renderPage();
    expect(await screen.findByText('No trainings in the coming four weeks.')).toBeVisible();
    expect(await screen.findByText('No register taken yet this season.')).toBeVisible();
  });
});
