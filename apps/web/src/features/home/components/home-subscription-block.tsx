import { lazy, Suspense } from 'react';
import { useAuthState } from '@/lib/auth-store';
import { loadQueryClient } from '@/lib/query-client-loader';
import { useUserState } from '@/lib/user-store';
import { isPlayer, isWaitingForUser } from '../utils/subscription-user';
import { SubscriptionBlock } from './subscription-block';

// Only a signed-in player has data to read: the queries' code, and TanStack Query's, download
// then and never for an anonymous visitor (lib/query-client-loader.ts).
const PlayerSubscriptionBlock = lazy(async () => {
  const [module] = await Promise.all([import('./player-subscription-block'), loadQueryClient()]);
  return module;
});

/**
 * The hero's subscription block with its data (spec §4 "Subscription data on the home page"): with
 * no user, loading ends at once; while the signed-in user loads, the plans wait; for a player the
 * player's block takes over.
 */
export function HomeSubscriptionBlock() {
  const { isAuthenticated } = useAuthState();
  const userState = useUserState();
  const waiting = { loading: true, signedIn: isAuthenticated, subscription: null };
  if (isPlayer(userState.user)) {
    return (
      <Suspense fallback={<SubscriptionBlock data={waiting} />}>
        <PlayerSubscriptionBlock user={userState.user} />
      </Suspense>
    );
  }
  const loading = isWaitingForUser(isAuthenticated, userState);
  return <SubscriptionBlock data={{ ...waiting, loading }} />;
}
