import type { Club, ClubPage } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** Spec §7: the club list call as the typeahead sends it (size 5000, by name). */
export function searchClubs(query: string, signal?: AbortSignal): Promise<ClubPage> {
  return apiGet<ClubPage>('/v1/club', {
    query: { query, sortField: 'NAME', sortDirection: 'ASC', size: 5000 },
    signal,
    silent: true,
  });
}

export function clubSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['clubs', 'search', query],
    queryFn: ({ signal }) => searchClubs(query, signal),
    enabled: query.trim().length > 0,
    staleTime: 30_000,
  });
}

/** POST /v1/club: a new club, or the existing one whose name differs only in case or spacing. */
export function addClub(name: string): Promise<Club> {
  return apiPost<Club>('/v1/club', { name });
}
