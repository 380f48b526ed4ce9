import type { Payment } from '@academy/contract';
import { formatMoney } from '@/lib/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast-store';
import { useRefundPayment } from '../api/care';
import { CareConfirm } from './care-confirm';

/** Kronor with a point or a comma, up to two decimals, more than zero. */
const AMOUNT_PATTERN = '(?!0*([.,]0*)?$)\\d{1,7}([.,]\\d{1,2})?';

/** What is refunded of a payment, in words: nothing, part (how much) or all. */
export function RefundBadge({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  if (payment.refundedAmount === 0) {
    return <span className="badge text-bg-success">{t('admin.user.paymentPaid')}</span>;
  }
  if (payment.refundedAmount >= payment.amount) {
    return <span className="badge text-bg-secondary">{t('care.refunded')}</span>;
  }
  return (
    <span className="badge text-bg-warning">
      {t('care.partlyRefunded', {
        amount: formatMoney({ amount: payment.refundedAmount, currency: payment.currency }, i18n.language),
      })}
    </span>
  );
}

/** The refund dialog of one payment: the amount (what is left by default) and the reason. */
export function PaymentRefundForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const refund = useRefundPayment();
  const left = payment.amount - payment.refundedAmount;
  const leftLabel = formatMoney({ amount: left, currency: payment.currency }, i18n.language);

  function confirm(form: FormData) {
    const amount = Math.round(Number(String(form.get('amount')).replace(',', '.')) * 100);
    refund.mutate(
      {
        paymentId: payment.id,
        body: { amount, reason: String(form.get('reason') ?? '').trim() },
        language: i18n.language,
      },
      {
        onSuccess: () => {
          showToast({
            type: 'success',
            message: t('care.refundDone', {
              amount: formatMoney({ amount, currency: payment.currency }, i18n.language),
            }),
          });
          onDone();
        },
      },
    );
  }

  return (
    <CareConfirm
      question={t('care.refundQuestion', { paid: formatMoney(payment, i18n.language), left: leftLabel })}
      confirmLabel={t('care.refundConfirm')}
      busy={refund.isPending}
      error={refund.error}
      danger
      onConfirm={confirm}
      onCancel={onDone}
    >
      <div className="mb-2">
        <label htmlFor={`${id}-amount`} className="form-label">
          {t('care.refundAmount', { currency: payment.currency })}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          className="form-control"
          inputMode="decimal"
          pattern={AMOUNT_PATTERN}
          title={t('admin.programs.amountHint')}
          required
          defaultValue={String(left / 100)}
          aria-describedby={`${id}-amount-help`}
        />
        <div id={`${id}-amount-help`} className="form-text">
          {t('care.refundAmountHelp', { left: leftLabel })}
        </div>
      </div>
    </CareConfirm>
  );
}
