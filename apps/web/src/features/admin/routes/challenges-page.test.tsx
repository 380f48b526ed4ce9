import type { AdminChallenge } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import ChallengesPage from './challenges-page';

const ID = '6c2a8b3d-4e5f-4a61-9b7c-8d9e0f1a2b3c';
const SLALOM: AdminChallenge = {
  id: ID,
  key: 'slalom-dribble',
  title: { en: 'Slalom dribble', sv: 'Slalomdribbling', fr: 'Slalom balle au pied', pt: 'Slalom com bola' },
  description: { en: 'Dribble fast.', sv: 'Dribbla snabbt.', fr: 'Dribble vite.', pt: 'Conduz depressa.' },
  steps: {
    en: ['Set up.', 'Go.'],
    sv: ['Ställ upp.', 'Kör.'],
    fr: ['Installe-toi.', 'Pars.'],
    pt: ['Prepara.', 'Já.'],
  },
  unit: 'SECONDS',
  better: 'LOWER',
  timeLimitSeconds: null,
  maxValue: 180,
  thresholds: [
    { ageGroupId: 'U7', bronze: 32, silver: 26, gold: 21 },
    { ageGroupId: 'U8', bronze: 29, silver: 24, gold: 19.5 },
  ],
  editedAt: null,
};

const api = setupApiServer('/admin/challenges');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_ADMIN'], player: false }));
  api.on('GET /api/v1/admin/challenges', (_r, res) => json(res, 200, [SLALOM]));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [{ path: '/admin/challenges', element: withQueryClient(<ChallengesPage />, client) }],
    {
      path: '/admin/challenges',
    },
  );
}

describe('the console’s challenges', () => {
  it('refuses marks out of order for a lower-is-better challenge, then saves the edit', async () => {
    api.on(`PUT /api/v1/admin/challenges/${ID}`, (req, res) =>
      json(res, 200, { ...SLALOM, ...(req.json as object), editedAt: '2026-11-27T08:00:00.000Z' }),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Slalom dribble' });
    expect(card).toHaveTextContent('U7: 32 / 26 / 21');
    await userEvent.click(within(card).getByRole('button', { name: /^Edit\W+Slalom dribble$/ }));

    const gold = within(card).getByRole('textbox', { name: 'Gold U7' });
    await userEvent.clear(gold);
    await userEvent.type(gold, '35');
    await userEvent.click(within(card).getByRole('button', { name: 'Save challenge' }));
    expect(within(card).getByRole('textbox', { name: 'Silver U7' })).toHaveAccessibleDescription(
      'Bronze > silver > gold, please (a shorter time is better).',
    );
    expect(api.calls(`PUT /api/v1/admin/challenges/${ID}`)).toHaveLength(0);

    await userEvent.clear(gold);
    await userEvent.type(gold, '20,5');
    const title = within(card).getByRole('textbox', { name: 'Title (EN)' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Cone slalom');
    await userEvent.click(within(card).getByRole('button', { name: 'Save challenge' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The challenge was saved.');
    const body = api.calls(`PUT /api/v1/admin/challenges/${ID}`)[0]?.json as {
      title: { en: string };
      steps: { en: string[] };
      thresholds: unknown[];
    };
    expect(body.title.en).toBe('Cone slalom');
    expect(body.steps.en).toEqual(['Set up.', 'Go.']);
    expect(body.thresholds[0]).toEqual({ ageGroupId: 'U7', bronze: 32, silver: 26, gold: 20.5 });
  });
});
