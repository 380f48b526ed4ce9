import type { Coach } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { HOUSEHOLD_KEY } from './household';

const teamsKey = (playerId: string) => [...HOUSEHOLD_KEY, 'teams', playerId] as const;
const teamsPath = (playerId: string) => `/v1/household/children/${encodeURIComponent(playerId)}/coach`;

/** The coaches whose teams the child is in (any guardian of the child). */
export function childTeamsQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: teamsKey(playerId),
    queryFn: ({ signal }) => apiGet<Coach[]>(teamsPath(playerId), { signal }),
  });
}

/** A guardian joins the child to the team of the code (needs the child's COACH consent). */
export function useJoinChildToTeam(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the form says why a join failed, next to the code.
    mutationFn: (teamCode: string) => apiPost<Coach>(teamsPath(playerId), { teamCode }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey(playerId) }),
  });
}

export function useTakeChildOutOfTeam(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managerId: string) =>
      apiDelete<void>(`${teamsPath(playerId)}/${encodeURIComponent(managerId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey(playerId) }),
  });
}
