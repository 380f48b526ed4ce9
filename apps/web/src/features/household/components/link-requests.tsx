import type { LinkRequest } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { useDecideLink } from '../api/household';

/** Requests to follow a child: the payer approves or declines; the asker sees where theirs stand. */
export function LinkRequests({ requests }: { requests: readonly LinkRequest[] }) {
  const { t } = useTranslation();
  const decide = useDecideLink();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="link-requests-heading" className="mb-4">
      <h2 id="link-requests-heading" className="h5">
        {t('household.links.title')}
      </h2>
      <ul className="list-group">
        {requests.map((request) => (
          <li key={request.id} className="list-group-item">
            {request.direction === 'INCOMING' ? (
              <>
                <p className="mb-2">
                  {t('household.links.incoming', {
                    asker: request.requesterName,
                    child: request.childFirstName,
                  })}
                </p>
                {request.status === 'PENDING' ? (
                  <div className="d-flex flex-wrap gap-2">
                    {(['approve', 'decline'] as const).map((action) => (
                      <BusyButton
                        key={action}
                        size="sm"
                        variant={action === 'approve' ? 'primary' : 'outline-secondary'}
                        busy={
                          decide.isPending &&
                          decide.variables?.id === request.id &&
                          decide.variables.action === action
                        }
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: request.id, action })}
                      >
                        {t(`household.links.${action}`)}
                      </BusyButton>
                    ))}
                  </div>
                ) : (
                  <span className="small">{t(`household.links.status.${request.status}`)}</span>
                )}
              </>
            ) : (
              <p className="mb-0">{t(`household.links.outgoing.${request.status}`)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
