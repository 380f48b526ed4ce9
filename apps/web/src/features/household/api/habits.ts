import type { Freeze, FreezeInput, NotificationSettings } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

const settingsUrl = (playerId: string) => `/v1/player/${encodeURIComponent(playerId)}/notifications`;

export function childNotificationsQuery(playerId: string) {
  return queryOptions({
    queryKey: ['habits', 'child-notifications', playerId],
    queryFn: ({ signal }) => apiGet<NotificationSettings>(settingsUrl(playerId), { signal }),
  });
}

/** A guardian turns a child's reminders or push on (or off). */
export function useSaveChildNotifications(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiPut<NotificationSettings>(settingsUrl(playerId), settings),
    onSuccess: (settings) => queryClient.setQueryData(['habits', 'child-notifications', playerId], settings),
  });
}

/** Pauses a child's weekly goal (injury, holiday, other); their progress is read again. */
export function useFreeze(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FreezeInput) =>
      apiPost<Freeze>(`/v1/player/${encodeURIComponent(playerId)}/freeze`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['household'] }),
  });
}
