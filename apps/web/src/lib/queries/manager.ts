import type { ManagerMe } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/**
 * The coach's manager record and team code (GET /v1/manager/me): one datum for /coach and the
 * Profile tab of /account, so a corrected company shows on both at once.
 */
export function managerMeQuery() {
  return queryOptions({
    queryKey: ['coach', 'me'] as const,
    queryFn: ({ signal }) => apiGet<ManagerMe>('/v1/manager/me', { signal }),
  });
}
