import type { Clip, ClipComment, ClipVerdict, CreateClipComment } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

export function clipQuery(id: string) {
  return queryOptions({
    queryKey: ['clip', id] as const,
    queryFn: ({ signal }) => apiGet<Clip>(`/v1/clips/${encodeURIComponent(id)}`, { signal }),
    // Processing takes a few seconds: look again until the clip is ready or rejected. The signed links
    // last 10 minutes; reading the clip again every 5 keeps them fresh.
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? 3000 : 5 * 60_000),
  });
}

export function reviewQueueQuery() {
  return queryOptions({
    queryKey: ['clips', 'to-review'] as const,
    queryFn: ({ signal }) => apiGet<Clip[]>('/v1/manager/me/clips?status=TO_REVIEW', { signal }),
  });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClipComment) =>
      apiPost<ClipComment>(`/v1/clips/${encodeURIComponent(id)}/comments`, input, { silent: true }),
    onSuccess: (comment) => {
      queryClient.setQueryData<Clip>(clipQuery(id).queryKey, (clip) =>
        clip
          ? { ...clip, comments: [...clip.comments, comment].sort((a, b) => a.atSeconds - b.atSeconds) }
          : clip,
      );
    },
  });
}

export function useGiveVerdict(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: ClipVerdict) =>
      apiPut<Clip>(`/v1/clips/${encodeURIComponent(id)}/verdict`, { verdict }, { silent: true }),
    onSuccess: (clip) => {
      queryClient.setQueryData(clipQuery(id).queryKey, clip);
      void queryClient.invalidateQueries({ queryKey: reviewQueueQuery().queryKey });
    },
  });
}
