import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { testChallenge, testResult, testSlalom } from '@/test/challenges';
import { renderWithClient } from '@/test/render';
import { testUser } from '@/test/users';
import { ChallengeResults } from './challenge-results';

const PLAYER_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const api = setupApiServer('/coach/players/p1');
let client = createQueryClient();
const jugglingResult = testResult({ value: 120, tier: 'SILVER' });
const slalomResult = testResult({
  challengeId: testSlalom().id,
  value: 13.5,
  tier: 'SILVER',
  verified: true,
});

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_MANAGER'], player: false }));
  api.on('GET /api/v1/challenges', (_r, res) => json(res, 200, [testChallenge(), testSlalom()]));
  api.on(`GET /api/v1/player/${PLAYER_ID}/challenge-results`, (_r, res) =>
    json(res, 200, [jugglingResult, slalomResult]),
  );
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

describe('a player’s challenge results on the coach’s page', () => {
  it('lists them with their medals and lets the coach verify one', async () => {
    api.on(`PUT /api/v1/challenge-results/${jugglingResult.id}/verify`, (_r, res) =>
      json(res, 200, { ...jugglingResult, verified: true }),
    );
    client = createQueryClient();
    renderWithClient(<ChallengeResults playerId={PLAYER_ID} ageGroupId="U18" />, client);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Juggling');
    expect(items[0]).toHaveTextContent('Silver');
    expect(items[1]).toHaveTextContent('13.5 s');
    expect(within(items[1]!).getByText('Verified')).toBeVisible();
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Verify/ }));
    expect(await within(items[0]!).findByText('Verified')).toBeVisible();
    expect(api.calls(`PUT /api/v1/challenge-results/${jugglingResult.id}/verify`)).toHaveLength(1);
  });
});
