import type { BillingActionResult } from '@academy/contract';
import { BILLING_ACTIONS, type BillingAction, EXTEND_MAX_DAYS } from '@academy/contract/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useBillingAction } from '../api/care';
import { CareConfirm } from './care-confirm';

const DANGER: BillingAction[] = ['CANCEL_NOW', 'CANCEL_AT_PERIOD_END'];

/** What the action left behind, in words: per subscription, paused or the next charge, or its end. */
function ResultLines({ result }: { result: BillingActionResult }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '');
  return (
    <ul className="mb-0">
      {result.subscriptions.map((s) => (
        <li key={s.id}>
          {s.status === 'ENDED'
            ? t('care.result.ended')
            : s.availableTill
              ? t('care.result.endsOn', { date: date(s.availableTill) })
              : s.billingPaused
                ? t('care.result.paused')
                : s.nextChargeAt
                  ? t('care.result.nextCharge', { date: date(s.nextChargeAt) })
                  : t('care.result.noCharge')}
          {s.trialEndsAt && s.status !== 'ENDED' && (
            <> {t('care.result.freeUntil', { date: date(s.trialEndsAt) })}</>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The user page's billing actions (`PUT /v1/admin/users/{id}/billing`): pause and resume billing,
 * cancel at the period's end or now, extend the free period; each asks for a reason and a confirmation.
 */
export function BillingPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [action, setAction] = useState<BillingAction | null>(null);
  const [result, setResult] = useState<BillingActionResult | null>(null);
  const billing = useBillingAction();

  function open(next: BillingAction) {
    billing.reset();
    setResult(null);
    setAction(next);
  }

  function confirm(form: FormData) {
    if (!action) return;
    const days = action === 'EXTEND' ? Number(form.get('days')) : undefined;
    billing.mutate(
      { userId, body: { action, days, reason: String(form.get('reason') ?? '').trim() } },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setAction(null);
          showToast({ type: 'success', message: t(`care.done.${answer.action}`) });
        },
      },
    );
  }

  return (
    <div>
      <p className="text-body-secondary">{t('care.billingHelp')}</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {BILLING_ACTIONS.map((a) => (
          <button
            key={a}
            type="button"
            className={`btn btn-sm ${DANGER.includes(a) ? 'btn-outline-danger' : 'btn-outline-primary'}`}
            aria-expanded={action === a}
            disabled={billing.isPending}
            onClick={() => open(a)}
          >
            {t(`care.action.${a}`)}
          </button>
        ))}
      </div>
      {action && (
        <CareConfirm
          key={action}
          question={t(`care.question.${action}`)}
          confirmLabel={t(`care.action.${action}`)}
          busy={billing.isPending}
          error={billing.error}
          danger={DANGER.includes(action)}
          onConfirm={confirm}
          onCancel={() => setAction(null)}
        >
          {action === 'EXTEND' && (
            <div className="mb-2">
              <label htmlFor={`${id}-days`} className="form-label">
                {t('care.days')}
              </label>
              <input
                id={`${id}-days`}
                name="days"
                type="number"
                min={1}
                max={EXTEND_MAX_DAYS}
                step={1}
                required
                defaultValue={14}
                className="form-control"
                style={{ maxWidth: '10rem' }}
              />
            </div>
          )}
        </CareConfirm>
      )}
      {result && (
        <div role="status" className="alert alert-success mb-0">
          <p className="mb-1">{t(`care.done.${result.action}`)}</p>
          <ResultLines result={result} />
        </div>
      )}
    </div>
  );
}
