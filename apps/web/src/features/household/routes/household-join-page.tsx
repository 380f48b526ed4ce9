import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PageIntro } from '@/components/ui/page-intro';
import { isApiError } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-store';
import {
  forgetHouseholdInvite,
  pendingHouseholdInvite,
  rememberHouseholdInvite,
} from '@/lib/flows/household-invite';
import { loadUser } from '@/lib/load-user';
import { refresh } from '@/lib/tokens';
import { acceptInvitation, HOUSEHOLD_KEY } from '../api/household';

/**
 * /household/join?token=…: an invitation to a family. Signed out, the token is kept (it survives
 * sign-up, verification and sign-in, lib/flows/household-invite.ts) and the visitor signs in or
 * creates an account; signed in, they accept and become a co-guardian (a newcomer without a role
 * becomes a guardian by accepting, without choosing a role first).
 */
export default function HouseholdJoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuthState();
  const [params] = useSearchParams();
  const token = params.get('token') ?? pendingHouseholdInvite() ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'invalid' | 'failed'>(token ? 'idle' : 'invalid');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (token) rememberHouseholdInvite(token);
  }, [token]);

  useEffect(() => {
    if (state === 'invalid' || state === 'failed') heading.current?.focus();
  }, [state]);

  async function accept() {
    setState('busy');
    try {
      await acceptInvitation(token);
      forgetHouseholdInvite();
      // The role may have been given by accepting: a fresh token and user carry it.
      await refresh();
      await loadUser();
      await queryClient.invalidateQueries({ queryKey: HOUSEHOLD_KEY });
      await navigate('/household', { replace: true });
    } catch (error) {
      const invalid = isApiError(error) && error.status === 404;
      // An answer that will not change (used link, not a guardian, another family): not kept.
      if (isApiError(error) && [403, 404, 409].includes(error.status)) forgetHouseholdInvite();
      setState(invalid ? 'invalid' : 'failed');
    }
  }

  let body: React.ReactNode;
  if (state === 'invalid') {
    body = (
      <Alert variant="warning">
        <h2 className="h6" tabIndex={-1} ref={heading}>
          {t('household.join.invalid')}
        </h2>
        <Link to="/">{t('household.join.home')}</Link>
      </Alert>
    );
  } else if (!isAuthenticated) {
    body = (
      <>
        <p>{t('household.join.signInFirst')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/auth/signup" className="btn btn-primary">
            {t('household.join.signUp')}
          </Link>
          <Link to="/auth/login" className="btn btn-outline-primary">
            {t('household.join.signIn')}
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {state === 'failed' && (
          <Alert variant="danger">
            <h2 className="h6 mb-0" tabIndex={-1} ref={heading}>
              {t('household.join.failed')}
            </h2>
          </Alert>
        )}
        <BusyButton variant="primary" className="w-100" busy={state === 'busy'} onClick={() => void accept()}>
          {t('household.join.accept')}
        </BusyButton>
      </>
    );
  }

  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={t('household.join.title')} purpose={t('household.join.purpose')} />
      {body}
    </div>
  );
}
