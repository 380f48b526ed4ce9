import type { Payment } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptRows } from '@/components/ui/receipt-rows';
import { paymentsQueryOptions } from '../api/subscription';
import { saveCsvFile } from '@/lib/download';
import { formatDate, formatMoney } from '@/lib/format';

/** The years the payments fall in, newest first. */
function yearsOf(payments: readonly Payment[]): number[] {
  return [...new Set(payments.map((payment) => new Date(payment.paidAt).getFullYear()))].sort(
    (a, b) => b - a,
  );
}

/** A year's receipts as a table a family can file: date, what for, amount, the receipt's address. */
function YearDownload({ payments }: { payments: readonly Payment[] }) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const years = yearsOf(payments);
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  function download() {
    const rows = payments
      .filter((payment) => new Date(payment.paidAt).getFullYear() === year)
      .map((payment) => [
        formatDate(payment.paidAt, i18n.language),
        payment.description,
        formatMoney(payment, i18n.language),
        payment.receiptUrl,
      ]);
    saveCsvFile(
      [
        [
          t('firstWeek.receipts.date'),
          t('firstWeek.receipts.for'),
          t('firstWeek.receipts.amount'),
          t('firstWeek.receipts.link'),
        ],
        ...rows,
      ],
      `football-academy-receipts-${year}.csv`,
    );
  }
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mt-3">
      <div>
        <label htmlFor={selectId} className="form-label small mb-1">
          {t('firstWeek.receipts.year')}
        </label>
        <select
          id={selectId}
          className="form-select form-select-sm"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={download}>
        {t('firstWeek.receipts.download', { year })}
      </button>
    </div>
  );
}

/** Receipts on /account: each payment with its date, amount, what it paid for and a printable receipt. */
export function PaymentsList({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(paymentsQueryOptions(playerId, i18n.language));
  return (
    <section className="border rounded p-3 mt-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 mb-2">
        {t('subscription.payments.title')}
      </h2>
      <ReceiptRows
        query={query}
        lead={(payment, date) => (
          <>
            <span className="fw-semibold">{date}</span> · {payment.description}
          </>
        )}
        receiptLabel={(_payment, date, amount) => t('subscription.payments.receiptOf', { date, amount })}
      />
      {query.data && query.data.length > 0 && <YearDownload payments={query.data} />}
    </section>
  );
}
