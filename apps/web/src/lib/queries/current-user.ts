import type { User } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/**
 * The signed-in user (GET /v1/user). Read only through the session (lib/load-user.ts), which also
 * puts the answer in the user store for guards and the navbar; always fetched afresh.
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: ['user'] as const,
    queryFn: ({ signal }) => apiGet<User>('/v1/user', { signal }),
    staleTime: 0,
  });
}
