import type { ReactNode } from 'react';
import { useAuthState } from '@/lib/auth-store';
import { useUserState } from '@/lib/user-store';
import type { HomeSubscription } from '../api/home-subscription';
import { isPlayer, isWaitingForUser } from '../utils/subscription-user';
import { deferHook } from './defer-hook';

const useHomeSubscriptionQueries = deferHook<null, HomeSubscription>(() =>
  import('../api/home-subscription').then((module) => module.useHomeSubscription),
);

/**
 * The subscription block's data (api/home-subscription.ts, spec §4) without TanStack Query in the
 * first download of the page: with no player there is nothing to fetch and the answer is known at
 * once; for a player the queries' code loads and runs (loading until their first answer). Render
 * `runner` somewhere on the page.
 */
export function useHomeSubscriptionData(): { subscription: HomeSubscription; runner: ReactNode } {
  const { isAuthenticated } = useAuthState();
  const userState = useUserState();
  const playerId = isPlayer(userState.user) ? userState.user.id : null;
  const { result, runner } = useHomeSubscriptionQueries(playerId, null);
  if (playerId === null) {
    // What useHomeSubscription answers without a player: only the user's own loading counts.
    const loading = isWaitingForUser(isAuthenticated, userState);
    return { subscription: { loading, signedIn: isAuthenticated, subscription: null }, runner };
  }
  return { subscription: result ?? { loading: true, signedIn: isAuthenticated, subscription: null }, runner };
}
