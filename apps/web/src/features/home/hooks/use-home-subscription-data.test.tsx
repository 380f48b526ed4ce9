import { act, render, screen, waitFor } from '@testing-library/react';
import { testUser } from '@/test/users';
import { afterEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { setUser, startUserLoading } from '@/lib/user-store';
import { withQueryClient } from '@/test/render';
import type { Subscription } from '../api/types';
import { startApiServer } from '../testing/api-server';
import { useHomeSubscriptionData } from './use-home-subscription-data';

const player = testUser({ id: 'u1' });

const active: Subscription = {
  id: 's1',
  status: 'ACTIVE',
  startDate: '2026-11-01T00:00:00.000Z',
  availableTill: null,
  billingEnabled: true,
  yearlyPaidOff: false,
  paymentModel: 'MONTHLY',
  playerTrainingProgramId: null,
  trainingProgram: { id: 'prog-u13', title: 'U13', fees: [] },
};

function Probe() {
  const { subscription, runner } = useHomeSubscriptionData();
  return (
    <>
      {runner}
      <p data-testid="probe">
        {subscription.loading ? 'loading' : `done:${subscription.subscription?.id ?? 'none'}`}
        {subscription.signedIn ? ' signed-in' : ' anonymous'}
      </p>
    </>
  );
}

function renderProbe() {
  render(withQueryClient(<Probe />));
  return screen.getByTestId('probe');
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('home subscription data, loaded only for a player', () => {
  it('answers an anonymous visitor at once, without any request', async () => {
    const api = await startApiServer(() => undefined);
    close = api.close;
    expect(renderProbe()).toHaveTextContent('done:none anonymous');
    expect(api.calls()).toEqual([]);
  });

  it('waits for a signed-in user who is still loading, then reads the subscription once a player is in', async () => {
    const api = await startApiServer((r) => {
      if (r.path === '/api/v1/player/user/u1')
        return { body: { id: 'pl1', userId: 'u1', ageGroupId: 'U13' } };
      if (r.path === '/api/v1/player-training-program-subscription') return { body: [active] };
      return undefined;
    });
    close = api.close;
    storeToken({ access_token: 'tok', expires_in: 3600 });
    startUserLoading();
    const probe = renderProbe();
    expect(probe).toHaveTextContent('loading signed-in');

    act(() => setUser(player));
    expect(probe).toHaveTextContent('loading signed-in');
    await waitFor(() => expect(probe).toHaveTextContent('done:s1 signed-in'));
    expect(api.calls()).toEqual([
      'GET /api/v1/player/user/u1',
      'GET /api/v1/player-training-program-subscription',
    ]);
  });

  it('fetches nothing for a signed-in user who is not a player', async () => {
    const api = await startApiServer(() => undefined);
    close = api.close;
    storeToken({ access_token: 'tok', expires_in: 3600 });
    setUser({ ...player, authorities: ['ROLE_MANAGER'], player: false, manager: true });
    expect(renderProbe()).toHaveTextContent('done:none signed-in');
    expect(api.calls()).toEqual([]);
  });
});
