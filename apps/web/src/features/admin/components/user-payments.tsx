import type { Payment } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { userPaymentsQueryOptions } from '../api/users';
import { PaymentRefundForm, RefundBadge } from './payment-refund';
import { QueryState } from '@/components/ui/query-state';
import { ScrollTable } from '@/components/ui/scroll-table';

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
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, i18n.language);
  const query = useQuery(userPaymentsQueryOptions(playerId, i18n.language));
  const [refunding, setRefunding] = useState<string | null>(null);
  return (
    <QueryState query={query}>
      {(payments) =>
        payments.length === 0 ? (
          <p className="mb-0">{t('admin.user.noPayments')}</p>
        ) : (
          <ScrollTable label={t('admin.user.payments')}>
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
                  <th scope="col">
                    <span className="visually-hidden">{t('care.refund')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => {
                  const date = formatDate(payment.paidAt, i18n.language);
                  return (
                    <Fragment key={payment.id}>
                      <tr>
                        <td className="text-nowrap">{date}</td>
                        <td className="text-nowrap fw-semibold">{money(payment.amount, payment.currency)}</td>
                        <td>
                          {payment.description}
                          {payment.refunds.map((r) => (
                            <div key={r.at} className="small text-body-secondary">
                              {t('care.refundLine', {
                                amount: money(r.amount, payment.currency),
                                date: formatDate(r.at, i18n.language),
                                reason: r.reason,
                              })}
                            </div>
                          ))}
                        </td>
                        <td>
                          <RefundBadge payment={payment} />
                        </td>
                        <td>
                          <a
                            href={receiptHref(payment, i18n.language, userId)}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('admin.user.receiptOf', {
                              date,
                              amount: money(payment.amount, payment.currency),
                            })}
                          >
                            {t('admin.user.receipt')}
                          </a>
                        </td>
                        <td>
                          {payment.refundedAmount < payment.amount && (
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-danger"
                              aria-label={t('care.refundOf', {
                                date,
                                amount: money(payment.amount, payment.currency),
                              })}
                              aria-expanded={refunding === payment.id}
                              onClick={() => setRefunding(payment.id)}
                            >
                              {t('care.refund')}
                            </button>
                          )}
                        </td>
                      </tr>
                      {refunding === payment.id && (
                        <tr>
                          <td colSpan={6}>
                            <PaymentRefundForm payment={payment} onDone={() => setRefunding(null)} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </ScrollTable>
        )
      }
    </QueryState>
  );
}
