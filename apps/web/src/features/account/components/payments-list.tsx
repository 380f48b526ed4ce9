import type { Payment } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { paymentsQueryOptions } from '../api/subscription';
import { formatDate } from '@/lib/format';

/** Receipts on /account: each payment with its date, amount, what it paid for and a printable receipt. */
export function PaymentsList({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(paymentsQueryOptions(playerId, i18n.language));
  let body: React.ReactNode;
  if (query.isPending) body = <LoadingSpinner label={t('subscription.payments.loading')} />;
  else if (query.isError) body = <Alert variant="warning">{t('subscription.payments.failed')}</Alert>;
  else if (query.data.length === 0)
    body = <p className="text-body-secondary mb-0">{t('subscription.payments.empty')}</p>;
  else {
    body = (
      <ul className="list-unstyled mb-0">
        {query.data.map((payment: Payment) => {
          const date = formatDate(payment.paidAt, i18n.language);
          return (
            <li
              key={payment.id}
              className="d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom"
            >
              <span>
                <span className="fw-semibold">{date}</span> · {payment.description}
              </span>
              <span className="d-flex gap-3">
                <span className="fw-semibold">{payment.label}</span>
                <a
                  href={payment.receiptUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('subscription.payments.receiptOf', { date, amount: payment.label })}
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
  return (
    <section className="border rounded p-3 mt-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 mb-2">
        {t('subscription.payments.title')}
      </h2>
      {body}
    </section>
  );
}
