import type { PlayerAssignment } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** What a player's coaches asked (GET /v1/player/{playerId}/assignments): /program and /household read it. */
export function playerAssignmentsQuery(playerId: string, language: string) {
  return queryOptions({
    queryKey: ['assignments', playerId, language] as const,
    queryFn: ({ signal }) =>
      apiGet<PlayerAssignment[]>(`/v1/player/${encodeURIComponent(playerId)}/assignments`, {
        query: { language },
        signal,
      }),
  });
}
