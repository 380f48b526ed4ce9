import type { Payment } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { userPaymentsQueryOptions } from '../api/users';
import { QueryState } from './query-state';

/**
 * The receipt page in the console's language (the page itself is the player's printable receipt),
 * its back link leading to this user page (`consoleUser`) instead of the admin's own /account.
 */
function receiptHref(payment: Payment, language: string, userId: string): string {
  const url = new URL(payment.receiptUrl, window.location.origin);
  url.searchParams.set('language', language);
  url.searchParams.set('consoleUser', userId);
  return url.toString();
}

/** A player's payments on the console's page of user `userId`: date, amount, what it paid for, status, receipt. */
export function UserPayments({ playerId, userId }: { playerId: string; userId: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(userPaymentsQueryOptions(playerId, i18n.language));
  return (
    <QueryState query={query}>
      {(payments) =>
        payments.length === 0 ? (
          <p className="mb-0">{t('admin.user.noPayments')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <caption className="visually-hidden">{t('admin.user.payments')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.user.paidAt')}</th>
                  <th scope="col">{t('admin.user.amount')}</th>
                  <th scope="col">{t('admin.user.paidFor')}</th>
                  <th scope="col">{t('admin.users.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.user.receipt')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => {
                  const date = formatDate(payment.paidAt, i18n.language);
                  return (
                    <tr key={payment.id}>
                      <td className="text-nowrap">{date}</td>
                      <td className="text-nowrap fw-semibold">{payment.label}</td>
                      <td>{payment.description}</td>
                      <td>
                        <span className="badge text-bg-success">{t('admin.user.paymentPaid')}</span>
                      </td>
                      <td>
                        <a
                          href={receiptHref(payment, i18n.language, userId)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('admin.user.receiptOf', { date, amount: payment.label })}
                        >
                          {t('admin.user.receipt')}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
