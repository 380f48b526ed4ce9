import type { Coach, Feedback } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

const COACHES_KEY = ['program', 'coaches'] as const;

/** The signed-in player's coaches (GET /v1/player/coach). */
export function coachesQueryOptions() {
  return queryOptions({
    queryKey: COACHES_KEY,
    queryFn: ({ signal }) => apiGet<Coach[]>('/v1/player/coach', { signal }),
  });
}

/** What the player's coaches wrote, newest first. */
export function playerFeedbackQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['feedback', playerId],
    queryFn: ({ signal }) =>
      apiGet<Feedback[]>(`/v1/player/${encodeURIComponent(playerId)}/feedback`, { signal }),
  });
}

/** Joins a team by its code; the coach list is read again. Errors are the caller's to show. */
export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamCode: string) => apiPost<Coach>('/v1/player/coach', { teamCode }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACHES_KEY }),
  });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managerId: string) =>
      apiDelete<void>(`/v1/player/coach/${encodeURIComponent(managerId)}`, { silent: true }),
    onSuccess: (_result, managerId) =>
      queryClient.setQueryData<Coach[]>(COACHES_KEY, (list) =>
        list?.filter((c) => c.managerId !== managerId),
      ),
  });
}
