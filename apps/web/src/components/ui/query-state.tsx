import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';

/**
 * Loading, failed (with a retry) or the content: the three states of every list a page loads.
 * `loading` names what loads (the spinner's label, `spinnerClassName` its spacing); `failed` says
 * what could not be loaded.
 */
export function QueryState<T>({
  query,
  children,
  loading,
  spinnerClassName,
  failed,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  children: (data: T) => ReactNode;
  loading?: string;
  spinnerClassName?: string;
  failed?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingSpinner label={loading} className={spinnerClassName} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        {failed ?? t('common.loadFailed')}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
