import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testProgress } from '@/test/training';
import { WeekGoal } from './week-goal';

const PLAYER_ID = '0b7f2c1e-4d3a-4e5f-9a8b-7c6d5e4f3a2b';
const api = setupApiServer('/program');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(`GET /api/v1/player/${PLAYER_ID}/goal`, (_r, res) => json(res, 200, { sessionsPerWeek: 3 }));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

describe('the week on /program', () => {
  it('shows done of goal, the status and the weeks in a row, and saves a new goal', async () => {
    let saved: unknown = null;
    api.on(`PUT /api/v1/player/${PLAYER_ID}/goal`, (req, res) => {
      saved = JSON.parse(req.body);
      json(res, 200, saved);
    });
    client = createQueryClient();
    const progress = testProgress({
      week: { goal: 3, done: 3, status: 'MET', weekStart: '2026-03-02' },
      weeksMetInARow: 4,
    });
    renderWithRouter(
      [
        {
          path: '/program',
          element: withQueryClient(<WeekGoal progress={progress} playerId={PLAYER_ID} />, client),
        },
      ],
      { path: '/program' },
    );
    expect(screen.getByText('3 of 3 sessions')).toBeVisible();
    expect(screen.getByText('Goal met')).toBeVisible();
    expect(screen.getByText('4 weeks in a row with the goal met')).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Sessions a week' });
    await waitFor(() => expect(select).toBeEnabled());
    const user = userEvent.setup();
    await user.selectOptions(select, '4 sessions');
    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(saved).toEqual({ sessionsPerWeek: 4 }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Weekly goal saved'));
  });
});
