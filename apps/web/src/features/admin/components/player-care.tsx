import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { playerCareQueryOptions } from '../api/users';
import { QueryState } from '@/components/ui/query-state';
import { ScrollTable } from '@/components/ui/scroll-table';

/** A player's guardian approval and consent ledger on the console's user page: read-only. */
export function PlayerCare({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const care = useQuery(playerCareQueryOptions(playerId));
  const date = (at: string | null) => (at ? formatDate(at, i18n.language) : '–');
  return (
    <QueryState query={care}>
      {(record) => (
        <>
          <dl className="row mb-3">
            <dt className="col-sm-4">{t('staff.care.approval')}</dt>
            <dd className="col-sm-8">{t(`staff.care.approvals.${record.guardianApproval}`)}</dd>
            {record.guardianEmail && (
              <>
                <dt className="col-sm-4">{t('staff.care.guardianEmail')}</dt>
                <dd className="col-sm-8 text-break">{record.guardianEmail}</dd>
                <dt className="col-sm-4">{t('staff.care.sentAt')}</dt>
                <dd className="col-sm-8">{date(record.approvalSentAt)}</dd>
                <dt className="col-sm-4">{t('staff.care.approvedAt')}</dt>
                <dd className="col-sm-8">{date(record.approvedAt)}</dd>
              </>
            )}
          </dl>
          <h3 className="h6">{t('staff.care.consents')}</h3>
          {record.consents.length === 0 ? (
            <p className="mb-0">{t('staff.care.noConsents')}</p>
          ) : (
            <ScrollTable label={t('staff.care.consents')}>
              <table className="table table-sm align-middle mb-0">
                <caption className="visually-hidden">{t('staff.care.consents')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.care.scopes')}</th>
                    <th scope="col">{t('staff.care.method')}</th>
                    <th scope="col">{t('staff.care.grantedAt')}</th>
                    <th scope="col">{t('staff.care.revokedAt')}</th>
                    <th scope="col">{t('staff.care.policy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {record.consents.map((consent) => (
                    <tr key={consent.id}>
                      <td>{consent.scopes.map((scope) => t(`staff.care.scope.${scope}`)).join(', ')}</td>
                      <td>{t(`staff.care.methods.${consent.method}`)}</td>
                      <td>{date(consent.grantedAt)}</td>
                      <td>{date(consent.revokedAt)}</td>
                      <td>{consent.policyVersion}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </>
      )}
    </QueryState>
  );
}
