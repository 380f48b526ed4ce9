import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptRows } from '@/components/ui/receipt-rows';
import { householdPaymentsQueryOptions } from '../api/receipts';

/**
 * The payer's receipts on /household: one list for all the children they pay for (one customer at
 * the card provider), each payment naming its child, with its printable receipt.
 */
export function HouseholdReceipts() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(householdPaymentsQueryOptions(i18n.language));
  return (
    <section className="border rounded p-3 mt-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-2">
        {t('household.receipts.title')}
      </h2>
      <p className="small text-body-secondary">{t('household.receipts.intro')}</p>
      <ReceiptRows
        query={query}
        lead={(payment, date) => (
          <>
            <span className="fw-semibold">{payment.childName}</span> · {date} · {payment.description}
          </>
        )}
        receiptLabel={(payment, date, amount) =>
          t('household.receipts.receiptOf', { name: payment.childName, date, amount })
        }
      />
    </section>
  );
}
