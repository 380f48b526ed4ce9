import type {
  CreateAssignment,
  LeaderboardEntry,
  ManagerAssignment,
  ResultToVerify,
} from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

/** Every read of the coach's week starts with this key. */
const WEEK_KEY = ['coach', 'week'] as const;

export interface AssignableSession {
  id: string;
  title: string;
  phaseTitle: string;
  ageGroupId: string;
}

/** The coach's assignments with who did them (GET /v1/manager/me/assignments). */
export function assignmentsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...WEEK_KEY, 'assignments', language],
    queryFn: ({ signal }) =>
      apiGet<ManagerAssignment[]>('/v1/manager/me/assignments', { query: { language }, signal }),
  });
}

/** The sessions of the programs the coach's players follow. */
export function assignableSessionsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...WEEK_KEY, 'sessions', language],
    queryFn: ({ signal }) =>
      apiGet<AssignableSession[]>('/v1/manager/me/assignable-sessions', { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The team's results no coach has confirmed yet. */
export function resultsToVerifyQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...WEEK_KEY, 'results', language],
    queryFn: ({ signal }) =>
      apiGet<ResultToVerify[]>('/v1/manager/me/results-to-verify', { query: { language }, signal }),
  });
}

/** The team board of a challenge (names only of players who opted in). */
export function teamBoardQueryOptions(challengeId: string) {
  return queryOptions({
    queryKey: [...WEEK_KEY, 'board', challengeId],
    queryFn: ({ signal }) =>
      apiGet<LeaderboardEntry[]>('/v1/manager/me/leaderboard', { query: { challengeId }, signal }),
  });
}

export function useAssign(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAssignment) =>
      apiPost<ManagerAssignment>('/v1/manager/me/assignments', input, { query: { language }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...WEEK_KEY, 'assignments'] }),
  });
}

export function useVerifyResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPut(`/v1/challenge-results/${encodeURIComponent(id)}/verify`, undefined, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEEK_KEY }),
  });
}

/** Takes a player out of the team (their history stays theirs). */
export function useRemovePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) =>
      apiDelete(`/v1/manager/me/players/${encodeURIComponent(playerId)}`, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coach'] }),
  });
}
