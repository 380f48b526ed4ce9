import type { SupportInboxMessage, SupportInboxPage } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

export const SUPPORT_PAGE_SIZE = 20;

export type InboxStatus = 'OPEN' | 'ANSWERED' | 'ALL';

export interface InboxFilters {
  status: InboxStatus;
  page: number;
  /** Words, an address or a reference (`#1042`). */
  query: string;
  /** An admin's id, `NONE`, or empty for anyone. */
  assigneeId: string;
}

export function supportMessagesQueryOptions(filters: InboxFilters) {
  const query: Record<string, string | number> = {
    status: filters.status,
    page: filters.page,
    size: SUPPORT_PAGE_SIZE,
  };
  if (filters.query) query.query = filters.query;
  if (filters.assigneeId) query.assigneeId = filters.assigneeId;
  return queryOptions({
    queryKey: ['admin', 'support-messages', query],
    queryFn: ({ signal }) => apiGet<SupportInboxPage>('/v1/admin/support-messages', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

const messagePath = (id: string) => `/v1/admin/support-messages/${encodeURIComponent(id)}`;

export function useReplyToSupportMessage() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiPost<SupportInboxMessage>(`${messagePath(id)}/reply`, { text }),
    onSuccess: invalidate,
  });
}

/** Assign the message to an admin, or to nobody (`null`). */
export function useAssignSupportMessage() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
      apiPut<SupportInboxMessage>(`${messagePath(id)}/assignee`, { assigneeId }),
    onSuccess: invalidate,
  });
}

/** An internal note for the team: never mailed to the sender. */
export function useAddSupportNote() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiPost<SupportInboxMessage>(`${messagePath(id)}/notes`, { text }),
    onSuccess: invalidate,
  });
}
