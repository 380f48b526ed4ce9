import type { AttendanceSummary, CalendarLink, EventRsvpBody, PlayerEvent } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

const enc = encodeURIComponent;

/** The player's trainings of the coming four weeks (the server's default range). */
export function playerEventsQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['schedule', playerId, 'events'],
    queryFn: ({ signal }) => apiGet<PlayerEvent[]>(`/v1/player/${enc(playerId)}/events`, { signal }),
  });
}

/** The season's register: present, excused, absent and the rate. */
export function attendanceQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['schedule', playerId, 'attendance'],
    queryFn: ({ signal }) => apiGet<AttendanceSummary>(`/v1/player/${enc(playerId)}/attendance`, { signal }),
  });
}

/** Coming or not (with a reason); the list is updated in place. */
export function useAnswerTraining(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: Omit<EventRsvpBody, 'playerId'> & { eventId: string }) =>
      apiPut<PlayerEvent>(`/v1/events/${enc(eventId)}/rsvp`, { ...body, playerId }, { silent: true }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PlayerEvent[]>(playerEventsQueryOptions(playerId).queryKey, (list) =>
        list?.map((event) => (event.id === saved.id ? saved : event)),
      ),
  });
}

export function calendarLinkQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['schedule', playerId, 'calendar-link'],
    queryFn: ({ signal }) => apiGet<CalendarLink>(`/v1/player/${enc(playerId)}/calendar-link`, { signal }),
  });
}

/** A new private link; the old one stops working. */
export function useRenewCalendarLink(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarLink>(`/v1/player/${enc(playerId)}/calendar-link`),
    onSuccess: (link) => queryClient.setQueryData(calendarLinkQueryOptions(playerId).queryKey, link),
  });
}
