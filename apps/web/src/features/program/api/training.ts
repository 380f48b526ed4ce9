import type { CompleteSession, TrainingProgress, TrainingSession } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { offlineFirst } from '@/lib/offline/saved';
import { getUserState } from '@/lib/user-store';
import { completeOffline } from './offline-completion';

function progressKey(playerTrainingProgramId: string, language: string) {
  return ['program', 'progress', playerTrainingProgramId, language] as const;
}

export function progressQueryOptions(playerTrainingProgramId: string, language: string) {
  const queryKey = progressKey(playerTrainingProgramId, language);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      offlineFirst(queryKey, () =>
        apiGet<TrainingProgress>(
          `/v1/training-program/player-training-program/${encodeURIComponent(playerTrainingProgramId)}/progress`,
          { query: { language }, signal },
        ),
      )(),
  });
}

export function sessionsQueryOptions(blockId: string, language: string) {
  const queryKey = ['program', 'sessions', blockId, language] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      offlineFirst(queryKey, () =>
        apiGet<TrainingSession[]>(`/v1/training-program-block/${encodeURIComponent(blockId)}/sessions`, {
          query: { language },
          signal,
        }),
      )(),
    staleTime: 5 * 60_000,
  });
}

interface SessionChange {
  sessionId: string;
  playerTrainingProgramId: string;
  language: string;
}

type Completion = SessionChange & { blockId: string } & Omit<CompleteSession, 'playerTrainingProgramId'>;

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
  // Without a network the completion waits on the device (lib/offline/queue.ts) and shows as done.
  const complete = useMutation({
    mutationFn: async ({ sessionId, language, blockId, ...body }: Completion) => {
      const userId = getUserState().user?.id ?? '';
      const offline = () => completeOffline(queryClient, { userId, sessionId, blockId, language, body });
      if (navigator.onLine === false) return offline();
      try {
        return await apiPut<TrainingProgress>(
          `/v1/player-training-session/${encodeURIComponent(sessionId)}/complete`,
          body,
          { query: { language }, silent: true },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 0) return offline();
        throw error;
      }
    },
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
