import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';

/** Loading, failed (with a retry) or the content: the three states every console list has. */
export function QueryState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingSpinner />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
        {t('admin.loadFailed')}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
