import type { PlayerTrack, TrainingTrack } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../api-client';

const trackPath = (playerId: string) => `/v1/player/${encodeURIComponent(playerId)}/training-track`;

export function trackQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['program', 'track', playerId] as const,
    queryFn: ({ signal }) => apiGet<TrainingTrack>(trackPath(playerId), { signal }),
  });
}

/** Chooses the track; the phases, sessions and progress are read again (they follow the track). */
export function useSetTrack(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (track: PlayerTrack) =>
      apiPut<TrainingTrack>(trackPath(playerId), { track }, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(trackQueryOptions(playerId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['program'] });
    },
  });
}
