import type { CoachEvent } from '@academy/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import CoachRegisterPage from './coach-register-page';

const EVENTS = 'GET /api/v1/manager/me/events';
const MARK = 'PUT /api/v1/events/e1/attendance';

function training(overrides: Partial<CoachEvent> = {}): CoachEvent {
  return {
    id: 'e1',
    seriesId: null,
    title: 'Tuesday training',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 1_800_000).toISOString(),
    place: 'Field 1',
    started: true,
    attending: 1,
    notAttending: 1,
    answers: [
      {
        playerId: 'p1',
        firstName: 'Ada',
        lastName: 'Adams',
        rsvp: 'ATTENDING',
        reason: null,
        attendance: null,
      },
      {
        playerId: 'p2',
        firstName: 'Bo',
        lastName: 'Berg',
        rsvp: 'NOT_ATTENDING',
        reason: 'Ill',
        attendance: null,
      },
    ],
    ...overrides,
  };
}

const api = setupApiServer('/coach/events/e1');
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
    [{ path: '/coach/events/:eventId', element: withQueryClient(<CoachRegisterPage />, client) }],
    { path: '/coach/events/e1' },
  );
}

describe('the register', () => {
  it('one tap per player marks them; who declined shows with the reason', async () => {
    api.on(EVENTS, (_r, res) => json(res, 200, [training()]));
    api.on(MARK, (r, res) => json(res, 200, { attendance: (r.json as { attendance: string }).attendance }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tuesday training' })).toBeVisible();
    expect(screen.getByText('Not coming: Ill')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getAllByText('Present')[0]!);
    await waitFor(() => expect(screen.getAllByRole('radio', { name: 'Present' })[0]).toBeChecked());
    expect(api.calls(MARK)[0]?.json).toEqual({ playerId: 'p1', attendance: 'PRESENT' });
    await user.click(screen.getAllByText('Excused')[1]!);
    await waitFor(() => expect(screen.getAllByRole('radio', { name: 'Excused' })[1]).toBeChecked());
  });

  it('before the start: the answers and a way to cancel, no register', async () => {
    api.on(EVENTS, (_r, res) => json(res, 200, [training({ started: false })]));
    renderPage();
    expect(await screen.findByText('The register opens when the training starts.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel this training' })).toBeVisible();
  });
});
