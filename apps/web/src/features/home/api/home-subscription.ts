import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-store';
import { useUserState } from '@/lib/user-store';
import { isPlayer, isWaitingForUser } from '../utils/subscription-user';
import type { Player, Subscription, TrainingProgram } from './types';

const SUBSCRIPTIONS_PATH = '/v1/player-training-program-subscription';

export function playerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['player', 'user', userId],
    // Spec §8: a failed player load is only logged; the page then shows the standard prices.
    queryFn: ({ signal }) =>
      apiGet<Player>(`/v1/player/user/${encodeURIComponent(userId)}`, { silent: true, signal }).catch(
        (error: unknown) => {
          console.error('home: could not load the player', error);
          throw error;
        },
      ),
  });
}

async function findActiveSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  const list = await apiGet<Subscription[]>(SUBSCRIPTIONS_PATH, { query: { status: 'ACTIVE' }, signal });
  return list[0] ?? null;
}

/**
 * Spec §4 "Subscription data on the home page": the ACTIVE subscription, and for a player who has
 * none, the age group's program is looked up, a subscription started and the list read again.
 * The server answers an existing ACTIVE subscription instead of creating a second one, so a
 * retried or repeated run of this function is harmless.
 */
export async function loadHomeSubscription(
  player: Player,
  signal?: AbortSignal,
): Promise<Subscription | null> {
  const current = await findActiveSubscription(signal);
  if (current) return current;
  const program = await apiGet<TrainingProgram>(
    `/v1/training-program/age-group/${encodeURIComponent(player.ageGroupId)}`,
    { query: { status: 'PUBLIC' }, signal },
  );
  await apiPost(SUBSCRIPTIONS_PATH, { playerId: player.id, trainingProgramId: program.id, coupon: null });
  return findActiveSubscription(signal);
}

export function homeSubscriptionQueryOptions(player: Player) {
  return queryOptions({
    queryKey: ['subscriptions', 'active', player.id],
    queryFn: ({ signal }) => loadHomeSubscription(player, signal),
  });
}

export interface HomeSubscription {
  /** True while the user, the player or the subscription is still being fetched. */
  loading: boolean;
  signedIn: boolean;
  subscription: Subscription | null;
}

/**
 * The data behind the home page's subscription block. With no user, loading ends at once. The home
 * page runs it through hooks/use-home-subscription-data.ts, which loads it only for a player.
 */
export function useHomeSubscription(): HomeSubscription {
  const { isAuthenticated } = useAuthState();
  const userState = useUserState();
  const player = isPlayer(userState.user) ? userState.user : null;

  const playerQuery = useQuery({ ...playerQueryOptions(player?.id ?? ''), enabled: player !== null });
  const playerData = player ? playerQuery.data : undefined;
  const subscriptionQuery = useQuery({
    ...homeSubscriptionQueryOptions(playerData ?? { id: '', userId: '', ageGroupId: '' }),
    enabled: playerData !== undefined,
  });

  const waitingForUser = isWaitingForUser(isAuthenticated, userState);
  const waitingForPlayer = player !== null && playerQuery.isPending;
  const waitingForSubscription = playerData !== undefined && subscriptionQuery.isPending;
  return {
    loading: waitingForUser || waitingForPlayer || waitingForSubscription,
    signedIn: isAuthenticated,
    subscription: (playerData && subscriptionQuery.data) ?? null,
  };
}
