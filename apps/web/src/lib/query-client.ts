import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { setQueryClient } from './query-client-loader';

export const MAX_RETRIES = 10;

/** Network failures (status 0) and server errors are worth retrying; a 4xx answer will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return error instanceof TypeError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
setQueryClient(queryClient);
