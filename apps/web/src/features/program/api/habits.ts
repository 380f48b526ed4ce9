import type { WeeklyGoal } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';

export function goalQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['habits', 'goal', playerId],
    queryFn: ({ signal }) =>
      apiGet<WeeklyGoal>(`/v1/player/${encodeURIComponent(playerId)}/goal`, { signal }),
  });
}

/** Sets the weekly goal; the progress (its week) is read again. */
export function useSetGoal(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: WeeklyGoal) =>
      apiPut<WeeklyGoal>(`/v1/player/${encodeURIComponent(playerId)}/goal`, goal),
    onSuccess: (goal) => {
      queryClient.setQueryData(['habits', 'goal', playerId], goal);
      void queryClient.invalidateQueries({ queryKey: ['program', 'progress'] });
    },
  });
}
