import type { PlayerGuardians } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';

const key = (playerId: string) => ['player', playerId, 'guardians'] as const;

/** Who else reads the player's data (their guardians), and from which day they may be removed. */
export function playerGuardiansQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: key(playerId),
    queryFn: ({ signal }) =>
      apiGet<PlayerGuardians>(`/v1/player/${encodeURIComponent(playerId)}/guardians`, {
        silent: true,
        signal,
      }),
  });
}

/** From 18: the player removes a guardian with their password. */
export function useRemoveGuardian(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      apiDelete<null>(`/v1/player/${encodeURIComponent(playerId)}/guardians/${encodeURIComponent(userId)}`, {
        body: { password },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(playerId) }),
  });
}
