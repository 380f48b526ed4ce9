import { useTranslation } from 'react-i18next';

interface LoadingSpinnerProps {
  label?: string;
  className?: string;
}

/**
 * A small spinner announced as a status. It never suspends, so it can be a Suspense fallback itself.
 * Bootstrap's spinner markup written out (as react-bootstrap's <Spinner> renders it): the app shell
 * shows it first, and it should not pull react-bootstrap into every page's first download.
 */
export function LoadingSpinner({
  label,
  className = 'd-flex justify-content-center py-5',
}: LoadingSpinnerProps) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className={className}>
      <div role="status" className="spinner-border spinner-border-sm text-primary">
        <span className="visually-hidden">{label ?? t('common.loading', { defaultValue: 'Loading…' })}</span>
      </div>
    </div>
  );
}
