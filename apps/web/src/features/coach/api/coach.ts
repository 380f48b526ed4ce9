import type { CreateFeedback, Feedback, ManagerMe, PlayerTrainingView, TeamPlayer } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { managerMeQuery } from '@/lib/queries/manager';

/** The coach's manager record and team code (GET /v1/manager/me). */
export const managerMeQueryOptions = managerMeQuery;

/** A new team code; the old one stops working. */
export function useRenewTeamCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ManagerMe>('/v1/manager/me/team-code', undefined, { silent: true }),
    onSuccess: (me) => queryClient.setQueryData(managerMeQuery().queryKey, me),
  });
}

/** The coach's players with their figures (GET /v1/player/manager/{userId}). */
export function teamPlayersQueryOptions(userId: string, language: string) {
  return queryOptions({
    queryKey: ['coach', 'players', userId, language],
    queryFn: ({ signal }) =>
      apiGet<TeamPlayer[]>(`/v1/player/manager/${encodeURIComponent(userId)}`, {
        query: { language },
        signal,
      }),
  });
}

/** One player's phases and sessions done, as the coach sees them. */
export function playerTrainingQueryOptions(playerId: string, language: string) {
  return queryOptions({
    queryKey: ['coach', 'player', playerId, language],
    queryFn: ({ signal }) =>
      apiGet<PlayerTrainingView>(`/v1/player/${encodeURIComponent(playerId)}/training`, {
        query: { language },
        signal,
      }),
  });
}

function feedbackKey(playerId: string) {
  return ['feedback', playerId] as const;
}

/** The feedback the coach wrote to the player, newest first. */
export function coachFeedbackQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: feedbackKey(playerId),
    queryFn: ({ signal }) =>
      apiGet<Feedback[]>(`/v1/player/${encodeURIComponent(playerId)}/feedback`, { signal }),
  });
}

export function useSendFeedback(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFeedback) =>
      apiPost<Feedback>(`/v1/player/${encodeURIComponent(playerId)}/feedback`, input, { silent: true }),
    onSuccess: (created) =>
      queryClient.setQueryData<Feedback[]>(feedbackKey(playerId), (list) => [
        created,
        ...(list ?? []).filter((f) => f.id !== created.id),
      ]),
  });
}

/** The coach deletes a feedback sent by mistake. */
export function useDeleteFeedback(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedbackId: string) =>
      apiDelete(`/v1/player/${encodeURIComponent(playerId)}/feedback/${encodeURIComponent(feedbackId)}`, {
        silent: true,
      }),
    onSuccess: (_done, feedbackId) =>
      queryClient.setQueryData<Feedback[]>(feedbackKey(playerId), (list) =>
        (list ?? []).filter((f) => f.id !== feedbackId),
      ),
  });
}
