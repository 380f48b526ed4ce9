import type { Subscription } from '@academy/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summarizeSubscription } from '@/lib/flows/subscription-summary';

/**
 * On the training page, what the subscription needs before it runs on: a failed payment (until
 * when training stays open, or that it is paused) or a free month not started yet, each with the
 * one thing to do. Nothing while all is well.
 */
export function SubscriptionNotice({
  subscription,
  accountPath,
}: {
  subscription: Subscription;
  accountPath: string;
}) {
  const { t, i18n } = useTranslation();
  const summary = summarizeSubscription(subscription, t, i18n.language);
  if (!summary.needsAction && summary.situation !== 'notStarted') return null;
  return (
    <Alert
      variant={summary.situation === 'unpaid' ? 'danger' : summary.needsAction ? 'warning' : 'info'}
      className="d-flex flex-wrap gap-2 align-items-center"
    >
      <div className="flex-grow-1">
        <h2 className="h6 alert-heading mb-1">{summary.title}</h2>
        <p className="mb-0">{summary.text}</p>
      </div>
      <Link className={`btn ${summary.needsAction ? 'btn-warning' : 'btn-primary'}`} to={accountPath}>
        {t(summary.needsAction ? 'firstWeek.home.fixPayment' : 'firstWeek.program.choosePlan')}
      </Link>
    </Alert>
  );
}
