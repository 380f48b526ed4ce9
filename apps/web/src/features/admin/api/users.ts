import type {
  AccountExport,
  AdminUserPage,
  InviteAdminRequest,
  Manager,
  Payment,
  Player,
  PlayerCare,
  RoleName,
  Subscription,
  User,
} from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, isApiError } from '@/lib/api-client';
import { saveJsonFile } from '@/lib/download';

export interface UserSearchParams {
  query: string;
  role: string;
  status: string;
  page: number;
}

export const USERS_PAGE_SIZE = 25;

export function usersQueryOptions(params: UserSearchParams) {
  return queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: ({ signal }) =>
      apiGet<AdminUserPage>('/v1/admin/users', {
        query: { ...params, size: USERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** A 404 is an answer here (no player or manager record yet), not an error. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** A user's page reads the spec's own calls, which admins may make for anyone. */
export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => apiGet<User>(`/v1/user/${encodeURIComponent(id)}`, { signal }),
  });
}

export function userRecordsQueryOptions(user: Pick<User, 'id' | 'player' | 'manager'>) {
  return queryOptions({
    queryKey: ['admin', 'user', user.id, 'records', user.player, user.manager],
    queryFn: async ({ signal }) => {
      const id = encodeURIComponent(user.id);
      const [player, manager] = await Promise.all([
        user.player ? orNull(apiGet<Player>(`/v1/player/user/${id}`, { silent: true, signal })) : null,
        user.manager ? orNull(apiGet<Manager>(`/v1/player/manager/${id}`, { silent: true, signal })) : null,
      ]);
      const subscriptions = player
        ? await apiGet<Subscription[]>('/v1/player-training-program-subscription', {
            query: { playerId: player.id },
            signal,
          })
        : [];
      return { player, manager, subscriptions };
    },
  });
}

/** The player's payments (`GET /v1/billing/payments`, which admins may read for anyone), newest first. */
export function userPaymentsQueryOptions(playerId: string, language: string) {
  return queryOptions({
    queryKey: ['admin', 'payments', playerId, language],
    queryFn: ({ signal }) =>
      apiGet<Payment[]>('/v1/billing/payments', { query: { playerId, language }, silent: true, signal }),
  });
}

/** `GET /v1/admin/players/{id}/care`: a player's guardian approval and consent ledger (read-only). */
export function playerCareQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['admin', 'care', playerId],
    queryFn: ({ signal }) =>
      apiGet<PlayerCare>(`/v1/admin/players/${encodeURIComponent(playerId)}/care`, { silent: true, signal }),
  });
}

/** `GET /v1/user/export?userId=`: everything the academy holds about the user, saved as one JSON file. */
export async function downloadUserData(userId: string): Promise<void> {
  const data = await apiGet<AccountExport>('/v1/user/export', { query: { userId }, silent: true });
  saveJsonFile(data, `football-academy-data-${userId}-${data.exportedAt.slice(0, 10)}.json`);
}

export function useDownloadUserData() {
  return useMutation({ mutationFn: downloadUserData });
}

export function adminsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'admins'],
    queryFn: ({ signal }) => apiGet<User[]>('/v1/user/admin', { signal }),
  });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

export function useSetUserStatus() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'ACTIVE' | 'DISABLED' }) =>
      apiPut<User>(`/v1/admin/users/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: invalidate,
  });
}

/**
 * The spec's set-permission call (`PUT /v1/user`), audited on the server; granting or removing ADMIN
 * carries the super admin's own `password` (a wrong one is a 400 on `password`, shown by the form).
 */
export function useSetUserRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, role, password }: { id: string; role: RoleName; password?: string }) =>
      apiPut<User>('/v1/user', { id, role, password }, { silent: password !== undefined }),
    onSuccess: invalidate,
  });
}

/** `POST /v1/user/admin`: the new admin is mailed a link to set their own password. */
export function useCreateAdmin() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: InviteAdminRequest) => apiPost<User>('/v1/user/admin', input, { silent: true }),
    onSuccess: invalidate,
  });
}
