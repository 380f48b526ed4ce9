import type { Player, Subscription, TrainingProgram } from '@academy/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../api-client';

export const SUBSCRIPTIONS_PATH = '/v1/player-training-program-subscription';
/** Every cached subscription read starts with this key. */
export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;

/**
 * The one definition of the active-subscription datum (spec §4: the first ACTIVE subscription of
 * the signed-in player), read by home, /account, /program and the checkout helpers. Keyed by the
 * user (the server answers the caller's own player) and by the language the program title is in.
 */
export function activeSubscriptionQuery(userId: string, language: string) {
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'active', userId, language] as const,
    queryFn: async ({ signal }): Promise<Subscription | null> => {
      const list = await apiGet<Subscription[]>(SUBSCRIPTIONS_PATH, {
        query: { status: 'ACTIVE', language },
        signal,
      });
      return list[0] ?? null;
    },
  });
}

/** A subscription call answered `updated`: every cached read shows it, then all are read again. */
export async function updateActiveSubscription(
  queryClient: QueryClient,
  updated?: Subscription,
): Promise<void> {
  if (updated) {
    queryClient.setQueriesData<Subscription | null>(
      { queryKey: [...SUBSCRIPTIONS_KEY, 'active'] },
      (current) => (current && current.id === updated.id ? updated : current),
    );
  }
  await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
}

/** The PUBLIC program of an age group (spec §7 "Programs"). */
export function fetchAgeGroupProgram(ageGroupId: string, signal?: AbortSignal): Promise<TrainingProgram> {
  return apiGet<TrainingProgram>(`/v1/training-program/age-group/${encodeURIComponent(ageGroupId)}`, {
    query: { status: 'PUBLIC' },
    signal,
  });
}

type SubscribingPlayer = Pick<Player, 'id' | 'userId' | 'ageGroupId'>;

/**
 * Starts a subscription for a player who has no ACTIVE one (spec §4: home page, sign-in with
 * payment_model, onboarding): the age group's program is subscribed to (`coupon: null`; the
 * checkout session carries the visitor's coupon), then the datum is read again. The server answers
 * the existing ACTIVE subscription instead of making a second one, so a repeated or concurrent
 * call is harmless.
 */
export async function startSubscription(
  queryClient: QueryClient,
  player: SubscribingPlayer,
  language: string,
): Promise<Subscription> {
  const program = await fetchAgeGroupProgram(player.ageGroupId);
  await apiPost(SUBSCRIPTIONS_PATH, { playerId: player.id, trainingProgramId: program.id, coupon: null });
  await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY, refetchType: 'none' });
  const started = await queryClient.fetchQuery({
    ...activeSubscriptionQuery(player.userId, language),
    staleTime: 0,
  });
  if (!started) throw new Error('No ACTIVE subscription after starting one');
  return started;
}

/** The player's ACTIVE subscription, read afresh, or started when there is none. */
export async function ensureActiveSubscription(
  queryClient: QueryClient,
  player: SubscribingPlayer,
  language: string,
): Promise<Subscription> {
  const query = activeSubscriptionQuery(player.userId, language);
  const current = await queryClient.fetchQuery({ ...query, staleTime: 0 });
  return current ?? startSubscription(queryClient, player, language);
}
