import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PageIntro } from '@/components/ui/page-intro';
import { isApiError } from '@/lib/api-client';
import { loadUser } from '@/lib/load-user';
import { refresh } from '@/lib/tokens';
import { acceptInvitation, HOUSEHOLD_KEY } from '../api/household';

/** /household/join?token=…: the invited guardian (signed in) joins the family as a co-guardian. */
export default function HouseholdJoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'invalid' | 'failed'>(token ? 'idle' : 'invalid');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'invalid' || state === 'failed') heading.current?.focus();
  }, [state]);

  async function accept() {
    setState('busy');
    try {
      await acceptInvitation(token);
      // The role may have been given by accepting: a fresh token and user carry it.
      await refresh();
      await loadUser();
      await queryClient.invalidateQueries({ queryKey: HOUSEHOLD_KEY });
      await navigate('/household', { replace: true });
    } catch (error) {
      setState(isApiError(error) && error.status === 404 ? 'invalid' : 'failed');
    }
  }

  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={t('household.join.title')} purpose={t('household.join.purpose')} />
      {state === 'invalid' ? (
        <Alert variant="warning">
          <h2 className="h6" tabIndex={-1} ref={heading}>
            {t('household.join.invalid')}
          </h2>
          <Link to="/">{t('household.join.home')}</Link>
        </Alert>
      ) : (
        <>
          {state === 'failed' && (
            <Alert variant="danger">
              <h2 className="h6 mb-0" tabIndex={-1} ref={heading}>
                {t('household.join.failed')}
              </h2>
            </Alert>
          )}
          <BusyButton
            variant="primary"
            className="w-100"
            busy={state === 'busy'}
            onClick={() => void accept()}
          >
            {t('household.join.accept')}
          </BusyButton>
        </>
      )}
    </div>
  );
}
