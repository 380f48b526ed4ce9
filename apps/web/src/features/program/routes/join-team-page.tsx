import { normalizeTeamCode } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { apiGet, isApiError } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-store';
import { rememberTeamInvite } from '@/lib/flows/team-invite';
import { useUserState } from '@/lib/user-store';
import { TeamJoinForm } from '../components/team-join-form';

/**
 * /join/:teamCode: a coach's join link. The code is kept (lib/team-invite.ts) so that it survives
 * signing in or up; a signed-in player confirms the join here and goes to /program.
 */
export default function JoinTeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { teamCode = '' } = useParams();
  const code = normalizeTeamCode(teamCode);
  const { isAuthenticated } = useAuthState();
  const { user } = useUserState();

  useEffect(() => {
    if (code) rememberTeamInvite(code);
  }, [code]);

  // An expired link (the coach made a new code) says so before sign-up, not after.
  const check = useQuery({
    queryKey: ['team-code', code],
    queryFn: ({ signal }) =>
      apiGet<{ coachName: string }>(`/v1/team-code/${encodeURIComponent(code)}`, { signal, silent: true }),
    enabled: !!code && !isAuthenticated,
    retry: false,
  });
  const expired = !code || (isApiError(check.error) && [400, 404].includes(check.error.status));
  let body: ReactNode;
  if (!isAuthenticated && expired) {
    body = (
      <div className="alert alert-warning" role="alert">
        {t('coachWeek.join.expired')}
      </div>
    );
  } else if (!isAuthenticated && check.isPending) {
    body = <LoadingSpinner label={t('coachWeek.join.checking')} />;
  } else if (!isAuthenticated) {
    body = (
      <>
        {check.data && <p>{t('coachWeek.join.coach', { name: check.data.coachName })}</p>}
        <p>{t('coaches.invite.signInFirst')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/auth/login" className="btn btn-primary">
            {t('coaches.invite.signIn')}
          </Link>
          <Link to="/auth/signup" className="btn btn-outline-primary">
            {t('coaches.invite.signUp')}
          </Link>
        </div>
      </>
    );
  } else if (!user) {
    body = <LoadingSpinner />;
  } else if (!user.authorities.includes('ROLE_PLAYER')) {
    body = <p className="alert alert-info">{t('coaches.join.onlyPlayers')}</p>;
  } else {
    body = <TeamJoinForm initialCode={code} onJoined={() => navigate('/program')} />;
  }

  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <PageIntro title={t('coaches.invite.title')} purpose={t('coaches.invite.purpose', { code })} />
      {body}
    </div>
  );
}
