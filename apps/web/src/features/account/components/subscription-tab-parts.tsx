import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The subscription tab without a running subscription. */
export function NoActiveSubscription() {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="mb-0">
      <h2 className="h6 alert-heading">{t('subscription.noActive.title')}</h2>
      <p className="mb-0">{t('subscription.noActive.text')}</p>
    </Alert>
  );
}

/** A checkout's outcome was shown: the address no longer carries it (a reload must not show it again). */
export function useDropParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
