import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { setQueryClient } from './loaded-query-client';

export const MAX_RETRIES = 10;

/** Network failures (status 0) and server errors are worth retrying; a 4xx answer will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return error instanceof TypeError;
}

/**
 * For a mutation that is safe to send again (a PUT or DELETE that sets a state, so two landings
 * equal one): retried as the spec's effects are (§9), with short pauses since someone is waiting
 * on a button. Other mutations (a charge, a creation) are not retried.
 */
export const RETRY_IDEMPOTENT = {
  retry: shouldRetry,
  retryDelay: (attempt: number) => Math.min(250 * 2 ** attempt, 2000),
};

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
