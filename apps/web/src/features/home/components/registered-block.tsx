import type { Subscription } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summarizeSubscription } from '@/lib/flows/subscription-summary';
import { hasAppLinks, StoreBadges } from './store-badges';

/**
 * Spec §2, for a player whose billing is on or whose year is paid off: the subscription's real
 * state (a failed payment is not "all set") and the way into training first; the app's badges only
 * where a real app link is configured.
 */
export function RegisteredBlock({
  subscription,
  headingId,
}: {
  subscription: Subscription;
  headingId: string;
}) {
  const { t, i18n } = useTranslation();
  const summary = summarizeSubscription(subscription, t, i18n.language);
  return (
    <div className="registered-block">
      <h2 id={headingId} className="h3 mb-2">
        {summary.title}
      </h2>
      <p>{summary.text}</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {summary.needsAction ? (
          <Link className="btn btn-warning" to="/account?isUserFromWebView=true">
            {t('firstWeek.home.fixPayment')}
          </Link>
        ) : (
          <Link className="btn btn-primary" to="/program">
            {t('firstWeek.home.continueTraining')}
          </Link>
        )}
        {summary.needsAction && (
          <Link className="btn btn-outline-primary" to="/program">
            {t('firstWeek.home.continueTraining')}
          </Link>
        )}
      </div>
      {hasAppLinks() && (
        <>
          <p>{t('home.subscription.firstLogin')}</p>
          <StoreBadges className="store-badges-dark" />
        </>
      )}
    </div>
  );
}
