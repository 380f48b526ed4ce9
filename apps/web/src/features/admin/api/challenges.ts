import type { AdminChallenge, UpdateAdminChallenge } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';

const BASE = '/v1/admin/challenges';

export function adminChallengesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'challenges'],
    queryFn: ({ signal }) => apiGet<AdminChallenge[]>(BASE, { signal }),
  });
}

/** The answer is the saved challenge: it replaces the cached one, and the audit log is read again. */
export function useUpdateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminChallenge }) =>
      apiPut<AdminChallenge>(`${BASE}/${encodeURIComponent(id)}`, body, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminChallenge[]>(adminChallengesQueryOptions().queryKey, (list) =>
        list?.map((c) => (c.id === saved.id ? saved : c)),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-events'] });
    },
  });
}
