import type { Subscription } from '@academy/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser, startUserLoading } from '@/lib/user-store';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { HomeSubscriptionBlock } from '../components/home-subscription-block';
import { startApiServer } from '../testing/api-server';
import { usePlayerSubscription } from './home-subscription';
import { resetLiveFees } from '@/lib/flows/live-fees';

const LIVE_FEES = {
  fees: [
    { region: 'DEFAULT', type: 'MONTHLY', amount: 9900, currency: 'SEK', label: '99 kr', varies: false },
    { region: 'DEFAULT', type: 'YEARLY', amount: 99500, currency: 'SEK', label: '995 kr', varies: false },
  ],
};

/** The API stand-in, answering the live fees (`GET /api/v1/prices`) the plans show besides `handle`'s routes. */
async function serve(handle: Parameters<typeof startApiServer>[0] = () => undefined) {
  const api = await startApiServer((r) => (r.path === '/api/v1/prices' ? { body: LIVE_FEES } : handle(r)));
  close = api.close;
  return { ...api, calls: () => api.calls().filter((c) => c !== 'GET /api/v1/prices') };
}

const player = testUser({ id: 'u1' });

const active: Subscription = {
  id: 's1',
  status: 'ACTIVE',
  startDate: '2026-11-01T00:00:00.000Z',
  availableTill: null,
  billingEnabled: false,
  yearlyPaidOff: false,
  paymentModel: null,
  playerTrainingProgramId: null,
  trainingProgram: { id: 'prog-u13', title: 'U13', fees: [] },
  paymentStatus: 'NONE',
  trialEndsAt: null,
  nextChargeAt: null,
  graceEndsAt: null,
  nextFees: [],
};

function Probe() {
  const { loading, subscription } = usePlayerSubscription(player);
  return <p data-testid="probe">{loading ? 'loading' : `done:${subscription?.id ?? 'none'}`}</p>;
}

function renderProbe() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
  return screen.getByTestId('probe');
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  resetLiveFees();
});

/** The plan buttons of the block: enabled once the data is in (spec §2). */
function planButtons() {
  renderWithRouter(withQueryClient(<HomeSubscriptionBlock />));
  return screen.findAllByRole('button', { name: /monthly|yearly/i });
}

describe('the home page subscription block without a player (spec §4)', () => {
  it('ends loading at once when there is no user', async () => {
    await serve();
    for (const button of await planButtons()) expect(button).toBeEnabled();
  });

  it('keeps loading while the signed-in user is still being fetched', async () => {
    await serve();
    storeToken({ access_token: 'tok', expires_in: 3600 });
    startUserLoading();
    for (const button of await planButtons()) expect(button).toBeDisabled();
  });

  it('fetches nothing for a signed-in user who is not a player', async () => {
    const api = await serve();
    storeToken({ access_token: 'tok', expires_in: 3600 });
    setUser({ ...player, authorities: ['ROLE_MANAGER'], player: false, manager: true });
    for (const button of await planButtons()) expect(button).toBeEnabled();
    expect(api.calls()).toEqual([]);
  });

  it("a player's block reads the player's data", async () => {
    const api = await serve((r) =>
      r.path === '/api/v1/player/user/u1'
        ? { body: { id: 'pl1', userId: 'u1', ageGroupId: 'U13' } }
        : undefined,
    );
    storeToken({ access_token: 'tok', expires_in: 3600 });
    setUser(player);
    const buttons = await planButtons();
    for (const button of buttons) expect(button).toBeDisabled();
    await waitFor(() => expect(api.calls()).toContain('GET /api/v1/player/user/u1'));
  });
});

describe("a player's subscription data on the home page (spec §4)", () => {
  it("reads the player's first ACTIVE subscription", async () => {
    const api = await startApiServer((r) => {
      if (r.path === '/api/v1/player/user/u1')
        return { body: { id: 'pl1', userId: 'u1', ageGroupId: 'U13' } };
      if (r.path === '/api/v1/player-training-program-subscription')
        return { body: [active, { ...active, id: 's2' }] };
      return undefined;
    });
    close = api.close;
    storeToken({ access_token: 'tok', expires_in: 3600 });
    setUser(player);
    const probe = renderProbe();
    expect(probe).toHaveTextContent('loading');
    await waitFor(() => expect(probe).toHaveTextContent('done:s1'));
    expect(api.calls()).toEqual([
      'GET /api/v1/player/user/u1',
      'GET /api/v1/player-training-program-subscription',
    ]);
    expect(api.received[1]?.query.get('status')).toBe('ACTIVE');
  });

  it('starts a subscription to the age group program when the player has none, then reads it again', async () => {
    let created = false;
    const api = await startApiServer((r) => {
      if (r.path === '/api/v1/player/user/u1')
        return { body: { id: 'pl1', userId: 'u1', ageGroupId: 'U13' } };
      if (r.path === '/api/v1/player-training-program-subscription' && r.method === 'GET') {
        return { body: created ? [active] : [] };
      }
      if (r.path === '/api/v1/training-program/age-group/U13') {
        return { body: { id: 'prog-u13', title: 'U13', ageGroupId: 'U13', status: 'PUBLIC', fees: [] } };
      }
      if (r.path === '/api/v1/player-training-program-subscription' && r.method === 'POST') {
        created = true;
        return { status: 201, body: active };
      }
      return undefined;
    });
    close = api.close;
    storeToken({ access_token: 'tok', expires_in: 3600 });
    setUser(player);
    const probe = renderProbe();
    await waitFor(() => expect(probe).toHaveTextContent('done:s1'));
    expect(api.calls()).toEqual([
      'GET /api/v1/player/user/u1',
      'GET /api/v1/player-training-program-subscription',
      'GET /api/v1/training-program/age-group/U13',
      'POST /api/v1/player-training-program-subscription',
      'GET /api/v1/player-training-program-subscription',
    ]);
    expect(api.received[2]?.query.get('status')).toBe('PUBLIC');
    expect(api.received[3]?.body).toEqual({ playerId: 'pl1', trainingProgramId: 'prog-u13', coupon: null });
  });

  it('stops loading and keeps the standard offer when the player cannot be loaded', async () => {
    const api = await startApiServer(() => undefined);
    close = api.close;
    storeToken({ access_token: 'tok', expires_in: 3600 });
    setUser(player);
    const probe = renderProbe();
    await waitFor(() => expect(probe).toHaveTextContent('done:none'));
  });
});
