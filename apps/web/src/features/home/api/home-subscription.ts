import type { Player, Subscription, User } from '@academy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { activeSubscriptionQuery, startSubscription } from '@/lib/queries/active-subscription';
import { playerQuery } from '@/lib/queries/player';

/** What the home page's subscription block shows (spec §4 "Subscription data on the home page"). */
export interface HomeSubscription {
  /** True while the user, the player or the subscription is still being fetched. */
  loading: boolean;
  signedIn: boolean;
  subscription: Subscription | null;
}

/**
 * A signed-in player's subscription data: the player, then the ACTIVE subscription; a player who
 * has none gets one started for their age group's program (spec §4). A failed player load is only
 * logged: loading ends and the standard offer stays (spec §8).
 */
export function usePlayerSubscription(user: Pick<User, 'id'>): HomeSubscription {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const player = useQuery(playerQuery(user.id));
  const subscription = useQuery({
    ...activeSubscriptionQuery(user.id, language),
    enabled: player.isSuccess,
  });
  const start = useMutation({
    mutationFn: (target: Player) => startSubscription(queryClient, target, language),
  });
  const { mutate, isIdle } = start;

  useEffect(() => {
    if (player.data && subscription.data === null && isIdle) mutate(player.data);
  }, [player.data, subscription.data, isIdle, mutate]);

  const waitingForSubscription =
    player.isSuccess && (subscription.isPending || (subscription.data === null && !start.isError));
  return {
    loading: player.isPending || waitingForSubscription,
    signedIn: true,
    subscription: (player.isSuccess && subscription.data) || null,
  };
}
