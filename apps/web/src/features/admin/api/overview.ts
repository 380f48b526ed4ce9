import type { AdminStats, AuditEventPage } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function statsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet<AdminStats>('/v1/admin/stats', { signal }),
  });
}

/** The audit trail, newest first; `targetId` narrows it to one user or message. */
export function auditEventsQueryOptions(params: { page: number; size?: number; targetId?: string }) {
  return queryOptions({
    queryKey: ['admin', 'audit-events', params],
    queryFn: ({ signal }) =>
      apiGet<AuditEventPage>('/v1/admin/audit-events', {
        query: { page: params.page, size: params.size ?? 50, targetId: params.targetId },
        signal,
      }),
  });
}
