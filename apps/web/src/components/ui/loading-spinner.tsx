import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

interface LoadingSpinnerProps {
  label?: string;
  className?: string;
}

/** A small spinner announced as a status. It never suspends, so it can be a Suspense fallback itself. */
export function LoadingSpinner({
  label,
  className = 'd-flex justify-content-center py-5',
}: LoadingSpinnerProps) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className={className}>
      <Spinner animation="border" role="status" variant="primary" size="sm">
        <span className="visually-hidden">{label ?? t('common.loading', { defaultValue: 'Loading…' })}</span>
      </Spinner>
    </div>
  );
}
