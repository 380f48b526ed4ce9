import type { AdminStats, AuditEventPage } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function statsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet<AdminStats>('/v1/admin/stats', { signal }),
  });
}

export interface AuditFilters {
  page: number;
  size?: number;
  /** One user or message. */
  targetId?: string;
  /** A live user's address (the trail keeps ids; the server finds the account). */
  targetEmail?: string;
  actorId?: string;
  /** A whole action (`user.role`) or its family (`program`). */
  action?: string;
}

/** The audit trail, newest first, filtered on the server; empty filters are left out. */
export function auditEventsQueryOptions(params: AuditFilters) {
  const query = Object.fromEntries(
    Object.entries({ ...params, size: params.size ?? 50 }).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number>;
  return queryOptions({
    queryKey: ['admin', 'audit-events', query],
    queryFn: ({ signal }) => apiGet<AuditEventPage>('/v1/admin/audit-events', { query, signal }),
    placeholderData: (previous) => previous,
  });
}
