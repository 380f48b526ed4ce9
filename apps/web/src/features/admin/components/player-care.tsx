import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { playerCareQueryOptions } from '../api/users';
import { QueryState } from './query-state';

/**
 * A child's guardian approval and consent ledger on the console's user page (read-only: consents are
 * the guardians' to give and revoke). Nothing shows for a player who never needed either.
 */
export function PlayerCare({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const care = useQuery(playerCareQueryOptions(playerId));
  if (care.data && care.data.guardianApproval === 'NOT_NEEDED' && care.data.consents.length === 0)
    return null;
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.language) : '–');
  return (
    <section className="card mb-3">
      <div className="card-body">
        <h2 className="h5 card-title">{t('staff.care.title')}</h2>
        <QueryState query={care}>
          {(data) => (
            <>
              <dl className="row mb-3">
                <div className="col-sm-6 col-xl-3 mb-2">
                  <dt className="small text-body-secondary">{t('staff.care.approval')}</dt>
                  <dd className="mb-0">{t(`staff.care.approvals.${data.guardianApproval}`)}</dd>
                </div>
                <div className="col-sm-6 col-xl-3 mb-2">
                  <dt className="small text-body-secondary">{t('staff.care.guardianEmail')}</dt>
                  <dd className="mb-0 text-break">{data.guardianEmail ?? '–'}</dd>
                </div>
                <div className="col-sm-6 col-xl-3 mb-2">
                  <dt className="small text-body-secondary">{t('staff.care.sentAt')}</dt>
                  <dd className="mb-0">{when(data.approvalSentAt)}</dd>
                </div>
                <div className="col-sm-6 col-xl-3 mb-2">
                  <dt className="small text-body-secondary">{t('staff.care.approvedAt')}</dt>
                  <dd className="mb-0">{when(data.approvedAt)}</dd>
                </div>
              </dl>
              <h3 className="h6">{t('staff.care.consents')}</h3>
              {data.consents.length === 0 ? (
                <p className="mb-0">{t('staff.care.noConsents')}</p>
              ) : (
                <div className="table-responsive">
                  <table className="table table-sm mb-0">
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
                      {data.consents.map((consent) => (
                        <tr key={consent.id}>
                          <td>
                            {consent.scopes
                              .map((s) => t(`staff.care.scope.${s}`, { defaultValue: s }))
                              .join(', ')}
                          </td>
                          <td>
                            {t(`staff.care.methods.${consent.method}`, { defaultValue: consent.method })}
                          </td>
                          <td className="text-nowrap">{when(consent.grantedAt)}</td>
                          <td className="text-nowrap">{when(consent.revokedAt)}</td>
                          <td>{consent.policyVersion}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
