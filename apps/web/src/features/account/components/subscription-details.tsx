import type { PaymentMethod, PaymentModel, Subscription } from '@academy/contract';
import { type ReactNode, useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { feeOf, formatCardBrand } from '../subscription-format';

interface SubscriptionDetailsProps {
  subscription: Subscription;
  paymentMethod: PaymentMethod | null;
  /** A cancel, resume, plan switch or card page is under way. */
  busy: boolean;
  onSubscribe: () => void;
  onCancel: () => void;
  onResume: () => void;
  onChangeCard: () => void;
  onSwitchPlan: (to: PaymentModel) => void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="row g-1 py-2 border-bottom">
      <dt className="col-12 col-sm-4 fw-semibold">{term}</dt>
      <dd className="col-12 col-sm-8 mb-0 text-break">{children}</dd>
    </div>
  );
}

const PLAN_KEY = { MONTHLY: 'monthly', YEARLY: 'yearly' } as const;

/**
 * The first ACTIVE subscription, answering "what am I paying?" (spec §4 "Subscription states in
 * account settings", api-contract.md "Prices and billing"): program, status, plan and price, the
 * free month's end, the next charge, the card with "change card", the payment status (a failed
 * renewal says until when training stays open, or that it is paused); then the actions.
 * Subscribe now shows only while nothing bills yet: once the card pays, pressing it again would only
 * repeat what is already done (docs/spec-changes.md).
 */
export function SubscriptionDetails({
  subscription,
  paymentMethod,
  busy,
  onSubscribe,
  onCancel,
  onResume,
  onChangeCard,
  onSwitchPlan,
}: SubscriptionDetailsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = (iso: string) => formatDate(iso, i18n.language);
  const money = (m: { amount: number; currency: string }) => formatMoney(m, i18n.language);
  const cancelled = subscription.availableTill !== null;
  const billing = subscription.billingEnabled || subscription.yearlyPaidOff;
  const model = subscription.paymentModel;
  const fee = model ? feeOf(subscription.trainingProgram.fees, model) : null;
  // A fee change given notice of: the plan's new fee and the renewal it is charged from.
  const coming = model ? (subscription.nextFees ?? []).find((f) => f.type === model) : undefined;
  const nextChargeFee =
    coming && subscription.nextChargeAt && subscription.nextChargeAt >= coming.from ? coming : fee;
  const status = subscription.paymentStatus;
  const overdue = status === 'PAST_DUE' || status === 'UNPAID';
  // The free month starts with the first checkout: before it, nothing runs yet.
  const notStarted = status === 'NONE' && !billing;
  const freeMonth = subscription.trialEndsAt && status === 'TRIAL';
  const other: PaymentModel = model === 'YEARLY' ? 'MONTHLY' : 'YEARLY';
  const canSwitch =
    subscription.billingEnabled && model && !cancelled && (status === 'TRIAL' || status === 'PAID');
  return (
    <section className="border rounded p-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3 text-break">
        {subscription.trainingProgram.title}
      </h2>
      {overdue && (
        <Alert
          variant={status === 'UNPAID' ? 'danger' : 'warning'}
          className="d-flex flex-wrap gap-2 align-items-center"
        >
          <span className="flex-grow-1">
            {status === 'UNPAID'
              ? t('subscription.paymentStatus.unpaidAlert')
              : t('subscription.paymentStatus.pastDueAlert', {
                  date: subscription.graceEndsAt ? date(subscription.graceEndsAt) : '',
                })}
          </span>
          <Button variant={status === 'UNPAID' ? 'danger' : 'warning'} onClick={onChangeCard} disabled={busy}>
            {t('subscription.actions.fixCard')}
          </Button>
        </Alert>
      )}
      {status === 'NONE' && subscription.status === 'ACTIVE' && !cancelled && (
        <Alert variant="info">{t('trust.freeMonthNotStarted')}</Alert>
      )}
      <dl className="mb-3 border-top">
        <Row term={t('subscription.rows.status')}>
          {notStarted && !cancelled
            ? t('firstWeek.details.notStarted')
            : t(`subscription.statusValue.${subscription.status}`, { defaultValue: subscription.status })}
        </Row>
        <Row term={t('subscription.rows.startDate')}>{date(subscription.startDate)}</Row>
        {model && (
          <Row term={t('subscription.rows.plan')}>
            {t(`subscription.continue.${PLAN_KEY[model]}`)}
            {fee && <> · {t(`subscription.continue.${PLAN_KEY[model]}Price`, { price: money(fee) })}</>}
          </Row>
        )}
        {freeMonth && subscription.trialEndsAt && (
          <Row term={t('subscription.rows.freeMonthEnds')}>{date(subscription.trialEndsAt)}</Row>
        )}
        {subscription.nextChargeAt && nextChargeFee && (
          <Row term={t('subscription.rows.nextCharge')}>
            {t('subscription.rows.nextChargeValue', {
              date: date(subscription.nextChargeAt),
              amount: money(nextChargeFee),
            })}
          </Row>
        )}
        {coming && (
          <Row term={t('feeChange.account.term')}>
            {t('feeChange.account.value', { amount: money(coming), date: date(coming.from) })}
          </Row>
        )}
        {billing && <Row term={t('subscription.rows.billing')}>{t('subscription.rows.billingEnabled')}</Row>}
        {subscription.billingEnabled && (
          <Row term={t('subscription.rows.paymentStatus')}>{t(`subscription.paymentStatus.${status}`)}</Row>
        )}
        {paymentMethod && (
          <Row term={t('subscription.rows.card')}>
            <span className="d-inline-flex flex-wrap align-items-center gap-2">
              <span>
                {formatCardBrand(paymentMethod.brand)} <span aria-hidden="true">•••• </span>
                <span className="visually-hidden">{t('subscription.continue.cardEnding')} </span>
                {paymentMethod.lastFourDigits}
              </span>
              {subscription.billingEnabled && !overdue && (
                <Button variant="link" size="sm" className="p-0" onClick={onChangeCard} disabled={busy}>
                  {t('subscription.actions.changeCard')}
                </Button>
              )}
            </span>
          </Row>
        )}
        {subscription.availableTill && (
          <Row term={t('subscription.rows.availableTill')}>{date(subscription.availableTill)}</Row>
        )}
      </dl>
      {cancelled && <p className="small text-body-secondary">{t('subscription.cancelledNote')}</p>}
      {notStarted && !cancelled && (
        <p className="small text-body-secondary">{t('firstWeek.details.notStartedNote')}</p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {cancelled ? (
          <Button variant="primary" onClick={onResume} disabled={busy}>
            {t('subscription.actions.resume')}
          </Button>
        ) : (
          <>
            {!billing && (
              <Button variant="primary" onClick={onSubscribe} disabled={busy}>
                {t('subscription.actions.subscribe')}
              </Button>
            )}
            {canSwitch && (
              <Button variant="outline-primary" onClick={() => onSwitchPlan(other)} disabled={busy}>
                {t(`subscription.actions.switchTo.${PLAN_KEY[other]}`)}
              </Button>
            )}
            <Button variant="outline-danger" onClick={onCancel} disabled={busy}>
              {t('subscription.actions.cancel')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
