import type {
  AdminFeePreview,
  AdminFeePreviewBody,
  AdminProgram,
  CreateAdminBlock,
  CreateAdminProgram,
  CreateAdminSessionBody,
  UpdateAdminBlock,
  UpdateAdminProgram,
  UpdateAdminSession,
} from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

const BASE = '/v1/admin/training-programs';

export function programsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'programs'],
    queryFn: ({ signal }) => apiGet<AdminProgram[]>(BASE, { signal }),
  });
}

export function programQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'programs', id],
    queryFn: ({ signal }) => apiGet<AdminProgram>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
  });
}

export type ProgramChange =
  | { kind: 'program'; body: UpdateAdminProgram }
  | { kind: 'add-phase'; body: CreateAdminBlock }
  | { kind: 'phase'; blockId: string; body: UpdateAdminBlock }
  | { kind: 'delete-phase'; blockId: string }
  | { kind: 'add-session'; blockId: string; body: CreateAdminSessionBody }
  | { kind: 'session'; blockId: string; sessionId: string; body: UpdateAdminSession }
  | { kind: 'delete-session'; blockId: string; sessionId: string };

function send(id: string, change: ProgramChange): Promise<AdminProgram> {
  const program = `${BASE}/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'program':
      return apiPut(program, change.body);
    case 'add-phase':
      return apiPost(`${program}/blocks`, change.body);
    case 'phase':
      return apiPut(`${program}/blocks/${change.blockId}`, change.body);
    case 'delete-phase':
      return apiDelete(`${program}/blocks/${change.blockId}`);
    case 'add-session':
      return apiPost(`${program}/blocks/${change.blockId}/sessions`, change.body);
    case 'session':
      return apiPut(`${program}/blocks/${change.blockId}/sessions/${change.sessionId}`, change.body);
    case 'delete-session':
      return apiDelete(`${program}/blocks/${change.blockId}/sessions/${change.sessionId}`);
  }
}

/** Every change answers the whole program: it replaces the cached one at once. */
export function useChangeProgram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProgramChange) => send(id, change),
    onSuccess: (program) => {
      queryClient.setQueryData(programQueryOptions(id).queryKey, program);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'programs'], exact: true });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-events'] });
    },
  });
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminProgram) => apiPost<AdminProgram>(BASE, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'programs'], exact: true }),
  });
}

/** What a fee change would reach before it is saved (nothing is saved). */
export function useFeePreview(id: string) {
  return useMutation({
    mutationFn: (body: AdminFeePreviewBody) =>
      apiPost<AdminFeePreview>(`${BASE}/${encodeURIComponent(id)}/fee-preview`, body),
  });
}
