import type { User } from '@academy/contract';
import type { UserState } from '@/lib/user-store';

/** Only a player has subscription data to load on the home page (spec §4). */
export function isPlayer(user: User | null): user is User {
  return !!user && user.player && user.authorities.includes('ROLE_PLAYER');
}

/** The signed-in user is still being fetched (or about to be): the plan buttons wait for it. */
export function isWaitingForUser(
  isAuthenticated: boolean,
  { loaded, loading, error }: Pick<UserState, 'loaded' | 'loading' | 'error'>,
): boolean {
  return loading || (isAuthenticated && !loaded && !error);
}
