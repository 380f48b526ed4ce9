import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/user-store';

export interface SubscriptionTabProps {
  user: User;
  /** Opened from the web app (true) or from the mobile app (false); decides where "go on" leads. */
  webView: boolean;
  /** `subscription_state` of the address after a checkout, for the status modal. */
  subscriptionState: 'successful' | 'unsuccessful' | null;
}

/**
 * The SUBSCRIPTION tab of /account (spec §2). For now the "no active subscription" information;
 * the subscriptions work replaces this file with the subscription, its actions and the modals.
 */
export function SubscriptionTab(_props: SubscriptionTabProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="mb-0">
      <h2 className="h6 alert-heading">{t('account.subscription.noActiveTitle')}</h2>
      <p className="mb-0">{t('account.subscription.noActiveText')}</p>
    </Alert>
  );
}
