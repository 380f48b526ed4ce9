import type { Payment } from '@academy/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { formatDate, formatMoney } from '@/lib/format';

interface ReceiptRowsProps<P extends Payment> {
  query: UseQueryResult<P[]>;
  /** What the row says before the amount, e.g. the date and what was paid for. */
  lead: (payment: P, date: string) => React.ReactNode;
  /** The receipt link's accessible name. */
  receiptLabel: (payment: P, date: string, amount: string) => string;
}

/**
 * A list of receipts with its loading, failed and empty states: each payment states the amount and
 * currency really charged (never a plan's label), any refund, and links its printable receipt.
 * /account's list and the payer's list on /household share it.
 */
export function ReceiptRows<P extends Payment>({ query, lead, receiptLabel }: ReceiptRowsProps<P>) {
  const { t, i18n } = useTranslation();
  if (query.isPending) return <LoadingSpinner label={t('subscription.payments.loading')} />;
  if (query.isError) return <Alert variant="warning">{t('subscription.payments.failed')}</Alert>;
  if (query.data.length === 0)
    return <p className="text-body-secondary mb-0">{t('subscription.payments.empty')}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {query.data.map((payment) => {
        const date = formatDate(payment.paidAt, i18n.language);
        const amount = formatMoney(payment, i18n.language);
        return (
          <li key={payment.id} className="d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom">
            <span>{lead(payment, date)}</span>
            <span className="d-flex gap-3">
              <span className="fw-semibold">{amount}</span>
              {payment.refundedAmount > 0 && (
                <span className="text-body-secondary">
                  {t('care.customerRefunded', {
                    amount: formatMoney(
                      { amount: payment.refundedAmount, currency: payment.currency },
                      i18n.language,
                    ),
                  })}
                </span>
              )}
              <a
                href={payment.receiptUrl}
                target="_blank"
                rel="noopener"
                aria-label={receiptLabel(payment, date, amount)}
              >
                {t('subscription.payments.receipt')}
              </a>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
