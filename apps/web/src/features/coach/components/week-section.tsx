import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';

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
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending) body = <LoadingSpinner label={loadingLabel} className="py-2" />;
  else if (query.isError)
    body = (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span>{failedText}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void query.refetch()}>
          {t('program.retry')}
        </button>
      </div>
    );
  else body = children(query.data);
  return (
    <section aria-labelledby={id} className="mb-4 coach-week-section">
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      {body}
    </section>
  );
}
