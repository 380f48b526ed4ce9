import type { AdminReport, ReportStatus, ResolveReport } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';

export function reportsQueryOptions(status: ReportStatus) {
  return queryOptions({
    queryKey: ['admin', 'reports', status],
    queryFn: ({ signal }) => apiGet<AdminReport[]>('/v1/admin/reports', { query: { status }, signal }),
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReport & { id: string }) =>
      apiPut<AdminReport>(`/v1/admin/reports/${encodeURIComponent(id)}`, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
}
