import type { ChallengeResult, CreateChallengeResult } from '@academy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { challengeResultsQuery } from '@/lib/queries/challenges';

/** Records a result; the answer goes to the top of the cached history, then the history is read again. */
export function useRecordResult(playerId: string) {
  const queryClient = useQueryClient();
  const key = challengeResultsQuery(playerId).queryKey;
  return useMutation({
    mutationFn: (input: CreateChallengeResult) =>
      apiPost<ChallengeResult>(`/v1/player/${encodeURIComponent(playerId)}/challenge-results`, input, {
        silent: true,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<ChallengeResult[]>(key, (list) =>
        list ? [result, ...list.filter((r) => r.id !== result.id)] : [result],
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
