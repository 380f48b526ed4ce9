import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';

/** One section of the coach's week: a heading, then loading, a retry on failure, or its content. */
export function WeekSection<T>({
  id,
  title,
  query,
  loadingLabel,
  failedText,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-4 coach-week-section">
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      <QueryState query={query} loading={loadingLabel} spinnerClassName="py-2" failed={failedText}>
        {children}
      </QueryState>
    </section>
  );
}
