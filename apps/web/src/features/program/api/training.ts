import type { CompleteSession, TrainingProgress, TrainingSession } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '@/lib/api-client';

function progressKey(playerTrainingProgramId: string, language: string) {
  return ['program', 'progress', playerTrainingProgramId, language] as const;
}

export function progressQueryOptions(playerTrainingProgramId: string, language: string) {
  return queryOptions({
    queryKey: progressKey(playerTrainingProgramId, language),
    queryFn: ({ signal }) =>
      apiGet<TrainingProgress>(
        `/v1/training-program/player-training-program/${encodeURIComponent(playerTrainingProgramId)}/progress`,
        { query: { language }, signal },
      ),
  });
}

export function sessionsQueryOptions(blockId: string, language: string) {
  return queryOptions({
    queryKey: ['program', 'sessions', blockId, language],
    queryFn: ({ signal }) =>
      apiGet<TrainingSession[]>(`/v1/training-program-block/${encodeURIComponent(blockId)}/sessions`, {
        query: { language },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

interface SessionChange {
  sessionId: string;
  playerTrainingProgramId: string;
  language: string;
}

/**
 * Done and undo: the answer is the new progress; the phases are read again, since finishing a
 * phase opens the next one.
 */
export function useSessionMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (progress: TrainingProgress, change: SessionChange) => {
    queryClient.setQueryData(progressKey(change.playerTrainingProgramId, change.language), progress);
    void queryClient.invalidateQueries({ queryKey: ['program', 'progress', change.playerTrainingProgramId] });
    void queryClient.invalidateQueries({ queryKey: ['program', 'phases'] });
  };
  const complete = useMutation({
    mutationFn: ({
      sessionId,
      language,
      ...body
    }: SessionChange & Omit<CompleteSession, 'playerTrainingProgramId'>) =>
      apiPut<TrainingProgress>(
        `/v1/player-training-session/${encodeURIComponent(sessionId)}/complete`,
        body,
        {
          query: { language },
          silent: true,
        },
      ),
    onSuccess,
  });
  const undo = useMutation({
    mutationFn: ({ sessionId, playerTrainingProgramId, language }: SessionChange) =>
      apiDelete<TrainingProgress>(`/v1/player-training-session/${encodeURIComponent(sessionId)}/complete`, {
        query: { playerTrainingProgramId, language },
        silent: true,
      }),
    onSuccess,
  });
  return { complete, undo };
}
