import type { CoachEvent, CreateTeamEvent, EventAttendance, PlayerEvent } from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

const DAY = 86_400_000;

/** The coach's trainings in [from, to) with every player's answer and mark. */
export function coachEventsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ['coach', 'events', from, to],
    queryFn: ({ signal }) => apiGet<CoachEvent[]>('/v1/manager/me/events', { query: { from, to }, signal }),
  });
}

/** Monday 00:00 (the browser's zone) of the week holding `now`, and the Monday after. */
export function weekRange(now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** The register page looks for its training among the last 60 and the next 28 days. */
export function registerRange(now: Date): { from: string; to: string } {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return { from: new Date(day - 60 * DAY).toISOString(), to: new Date(day + 28 * DAY).toISOString() };
}

export function useScheduleTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamEvent) =>
      apiPost<CoachEvent[]>('/v1/manager/me/events', input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coach', 'events'] }),
  });
}

export function useCancelTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiDelete<void>(`/v1/manager/me/events/${encodeURIComponent(eventId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coach', 'events'] }),
  });
}

/** One register mark; the list is updated in place so the next tap follows at once. */
export function useMarkAttendance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { playerId: string; attendance: EventAttendance | null }) =>
      apiPut<PlayerEvent>(`/v1/events/${encodeURIComponent(eventId)}/attendance`, input),
    onSuccess: (saved, input) =>
      queryClient.setQueriesData<CoachEvent[]>({ queryKey: ['coach', 'events'] }, (list) =>
        list?.map((event) =>
          event.id === eventId
            ? {
                ...event,
                answers: event.answers.map((a) =>
                  a.playerId === input.playerId ? { ...a, attendance: saved.attendance } : a,
                ),
              }
            : event,
        ),
      ),
  });
}
