import type { HouseholdPayment } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The payer's one receipt list: every child's payments, newest first (docs/households.md). */
export function householdPaymentsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['billing', 'household-payments', language],
    queryFn: ({ signal }) =>
      apiGet<HouseholdPayment[]>('/v1/billing/household-payments', {
        query: { language },
        silent: true,
        signal,
      }),
  });
}
