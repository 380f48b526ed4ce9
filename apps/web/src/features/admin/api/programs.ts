import type {
  AdminFeePreview,
  AdminFeePreviewBody,
  AdminProgram,
  AdminProgramVersion,
  AdminPublishSummary,
  CreateAdminBlock,
  CreateAdminProgram,
  CreateAdminSessionBody,
  UpdateAdminBlock,
  UpdateAdminProgram,
  UpdateAdminSession,
  TrainingSession,
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

/** What the editor calls to save: `onSaved` runs only once the server has the change. */
export type ChangeProgram = (
  change: ProgramChange,
  handlers?: { onSaved?: (program: AdminProgram) => void; onFailed?: (error: unknown) => void },
) => void;

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
      return apiPut(`${program}/blocks/${change.blockId}/sessions/${change.sessionId}`, change.body, {
        silent: true,
      });
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
      void queryClient.invalidateQueries({ queryKey: ['admin', 'player-sessions'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'programs', id, 'versions'] });
    },
  });
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminProgram) => apiPost<AdminProgram>(BASE, input),
    // The list is read again in the background: the new draft opens at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'programs'], exact: true });
    },
  });
}

/** What a fee change would reach before it is saved (nothing is saved). */
export function useFeePreview(id: string) {
  return useMutation({
    mutationFn: (body: AdminFeePreviewBody) =>
      apiPost<AdminFeePreview>(`${BASE}/${encodeURIComponent(id)}/fee-preview`, body),
  });
}

/** A phase's sessions as its players read them, in one language (the preview of a session). */
export function playerSessionsQueryOptions(blockId: string, language: string) {
  return queryOptions({
    queryKey: ['admin', 'player-sessions', blockId, language],
    queryFn: ({ signal }) =>
      apiGet<TrainingSession[]>(`/v1/training-program-block/${encodeURIComponent(blockId)}/sessions`, {
        query: { language },
        signal,
      }),
  });
}

export function publishSummaryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'programs', id, 'publish-summary'],
    queryFn: ({ signal }) =>
      apiGet<AdminPublishSummary>(`${BASE}/${encodeURIComponent(id)}/publish-summary`, { signal }),
    staleTime: 0,
  });
}

export function versionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'programs', id, 'versions'],
    queryFn: ({ signal }) =>
      // Without it the restore button simply stays away: nothing to say.
      apiGet<AdminProgramVersion[]>(`${BASE}/${encodeURIComponent(id)}/versions`, { signal, silent: true }),
  });
}

/** Goes back to the version the live program replaced (the answer: this program, now archived). */
export function useRestoreProgram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<AdminProgram>(`${BASE}/${encodeURIComponent(id)}/restore`, {}),
    onSuccess: (program) => {
      queryClient.setQueryData(programQueryOptions(id).queryKey, program);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'programs'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-events'] });
    },
  });
}
