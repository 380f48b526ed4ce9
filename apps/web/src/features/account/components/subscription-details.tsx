import type { Subscription } from '@academy/contract';
import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

interface SubscriptionDetailsProps {
  subscription: Subscription;
  /** A cancel or resume is running. */
  busy: boolean;
  onSubscribe: () => void;
  onCancel: () => void;
  onResume: () => void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="row g-1 py-2 border-bottom">
      <dt className="col-12 col-sm-4 fw-semibold">{term}</dt>
      <dd className="col-12 col-sm-8 mb-0 text-break">{children}</dd>
    </div>
  );
}

/**
 * The first ACTIVE subscription (spec §4 "Subscription states in account settings"): program,
 * status, start date, 'Billing: Enabled' when billing is on or the year is paid off; once
 * cancelled ('availableTill' set) the 'Available till' row and Resume, otherwise Subscribe now
 * and Cancel (spec §4: whenever 'availableTill' is unset, billing on or off).
 */
export function SubscriptionDetails({
  subscription,
  busy,
  onSubscribe,
  onCancel,
  onResume,
}: SubscriptionDetailsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const cancelled = subscription.availableTill !== null;
  const billing = subscription.billingEnabled || subscription.yearlyPaidOff;
  return (
    <section className="border rounded p-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3 text-break">
        {subscription.trainingProgram.title}
      </h2>
      <dl className="mb-3 border-top">
        <Row term={t('subscription.rows.status')}>
          {t(`subscription.statusValue.${subscription.status}`, { defaultValue: subscription.status })}
        </Row>
        <Row term={t('subscription.rows.startDate')}>{formatDate(subscription.startDate, i18n.language)}</Row>
        {billing && <Row term={t('subscription.rows.billing')}>{t('subscription.rows.billingEnabled')}</Row>}
        {subscription.availableTill && (
          <Row term={t('subscription.rows.availableTill')}>
            {formatDate(subscription.availableTill, i18n.language)}
          </Row>
        )}
      </dl>
      {cancelled && <p className="small text-body-secondary">{t('subscription.cancelledNote')}</p>}
      <div className="d-flex flex-wrap gap-2">
        {cancelled ? (
          <Button variant="primary" onClick={onResume} disabled={busy}>
            {t('subscription.actions.resume')}
          </Button>
        ) : (
          <>
            <Button variant="primary" onClick={onSubscribe} disabled={busy}>
              {t('subscription.actions.subscribe')}
            </Button>
            <Button variant="outline-danger" onClick={onCancel} disabled={busy}>
              {t('subscription.actions.cancel')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
