import type { User } from '@academy/contract';
import { usePlayerSubscription } from '../api/home-subscription';
import { SubscriptionBlock } from './subscription-block';

/** The subscription block of a signed-in player, with the player's data (loaded on demand). */
export default function PlayerSubscriptionBlock({ user }: { user: Pick<User, 'id'> }) {
  return <SubscriptionBlock data={usePlayerSubscription(user)} />;
}
