import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { formatDate } from '@/lib/format';
import { householdPaymentsQueryOptions } from '../api/receipts';

/**
 * The payer's receipts on /household: one list for all the children they pay for (one customer at
 * the card provider), each payment naming its child, with its printable receipt.
 */
export function HouseholdReceipts() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(householdPaymentsQueryOptions(i18n.language));
  let body: React.ReactNode;
  if (query.isPending) body = <LoadingSpinner label={t('subscription.payments.loading')} />;
  else if (query.isError) body = <Alert variant="warning">{t('subscription.payments.failed')}</Alert>;
  else if (query.data.length === 0)
    body = <p className="text-body-secondary mb-0">{t('subscription.payments.empty')}</p>;
  else {
    body = (
      <ul className="list-unstyled mb-0">
        {query.data.map((payment) => {
          const date = formatDate(payment.paidAt, i18n.language);
          return (
            <li
              key={payment.id}
              className="d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom"
            >
              <span>
                <span className="fw-semibold">{payment.childName}</span> · {date} · {payment.description}
              </span>
              <span className="d-flex gap-3">
                <span className="fw-semibold">{payment.label}</span>
                <a
                  href={payment.receiptUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('household.receipts.receiptOf', {
                    name: payment.childName,
                    date,
                    amount: payment.label,
                  })}
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
    <section className="border rounded p-3 mt-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-2">
        {t('household.receipts.title')}
      </h2>
      <p className="small text-body-secondary">{t('household.receipts.intro')}</p>
      {body}
    </section>
  );
}
