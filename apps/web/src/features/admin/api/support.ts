import type { SupportInboxMessage, SupportInboxPage, SupportStatus } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

export const SUPPORT_PAGE_SIZE = 20;

export function supportMessagesQueryOptions(status: SupportStatus, page: number) {
  return queryOptions({
    queryKey: ['admin', 'support-messages', status, page],
    queryFn: ({ signal }) =>
      apiGet<SupportInboxPage>('/v1/admin/support-messages', {
        query: { status, page, size: SUPPORT_PAGE_SIZE },
        signal,
      }),
  });
}

export function useReplyToSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiPost<SupportInboxMessage>(`/v1/admin/support-messages/${encodeURIComponent(id)}/reply`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
