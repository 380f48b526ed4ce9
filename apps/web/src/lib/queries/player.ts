import type { Player } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/**
 * The player record of a user (GET /v1/player/user/{userId}). Silent: spec §8 says a failed
 * player load is only logged; each reader decides what the page shows instead.
 */
export async function fetchPlayerOfUser(userId: string, signal?: AbortSignal): Promise<Player> {
  try {
    return await apiGet<Player>(`/v1/player/user/${encodeURIComponent(userId)}`, { silent: true, signal });
  } catch (error) {
    console.error('could not load the player', error);
    throw error;
  }
}

/** The one definition of the player datum: home, /account and the checkout helpers read it. */
export function playerQuery(userId: string) {
  return queryOptions({
    queryKey: ['player', 'user', userId] as const,
    queryFn: ({ signal }) => fetchPlayerOfUser(userId, signal),
  });
}
