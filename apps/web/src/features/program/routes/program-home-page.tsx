import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { GuardianNotice } from '@/components/ui/guardian-notice';
import { PageIntro } from '@/components/ui/page-intro';
import { getToken } from '@/lib/auth-store';
import { ACCESS_TOKEN_PARAM, WEB_VIEW_PARAM } from '@/lib/mobile-session';
import { activeSubscriptionQuery, updateActiveSubscription } from '@/lib/queries/active-subscription';
import { isHouseholdChild, useUserState } from '@/lib/user-store';
import { phasesQueryOptions, useCreatePlayerTrainingProgram } from '../api/program';
import { progressQueryOptions } from '../api/training';
import { MyCoaches } from '../components/my-coaches';
import { NextSession } from '../components/next-session';
import { PhaseCards } from '../components/phase-cards';
import { PhaseList } from '../components/phase-list';
import { ProgressSummary } from '../components/progress-summary';
import '../program.css';

/** /account with the stored token in web-view mode: where a phase is started (spec §2). */
function accountPath(): string {
  return `/account?${new URLSearchParams({ [ACCESS_TOKEN_PARAM]: getToken() ?? '', [WEB_VIEW_PARAM]: 'true' })}`;
}

/**
 * /program (spec §2 "Program home", §4 "Program home flow"): the first ACTIVE subscription; with a
 * player program its phases (re-read on a language change); without one an ACTIVE subscription
 * gets its player program created and is read again; any other subscription goes home; none
 * shows the no-active-subscription alert. Below the spec's phase badges: the progress figures and
 * every phase as a card, the ACTIVE one open with its sessions (the player's training home).
 */
export default function ProgramHomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = i18n.language;
  // The role guard lets only a loaded player in.
  const { user } = useUserState();
  const userId = user?.id ?? '';
  // A child signed in with the PIN trains; payments are the payer's (the server answers them 403).
  const child = isHouseholdChild(user);
  const subscriptionQuery = useQuery({ ...activeSubscriptionQuery(userId, language), enabled: !!userId });
  const subscription = subscriptionQuery.data ?? null;
  const playerProgramId = subscription?.playerTrainingProgramId ?? null;
  const phasesQuery = useQuery({
    ...phasesQueryOptions(subscription?.trainingProgram.id ?? '', playerProgramId ?? '', language),
    enabled: !!subscription && !!playerProgramId,
  });
  const progressQuery = useQuery({
    ...progressQueryOptions(playerProgramId ?? '', language),
    enabled: !!playerProgramId,
  });
  const create = useCreatePlayerTrainingProgram();
  const createdFor = useRef<string | null>(null);

  useEffect(() => {
    if (!subscription || playerProgramId) return;
    if (subscription.status !== 'ACTIVE') {
      navigate('/', { replace: true });
      return;
    }
    if (createdFor.current === subscription.id) return;
    createdFor.current = subscription.id;
    create.mutate(subscription.id, {
      onSettled: () => updateActiveSubscription(queryClient),
    });
  }, [subscription, playerProgramId, navigate, create, queryClient]);

  const waitingForProgram = !!subscription && !playerProgramId && (create.isPending || !create.isError);
  const loading =
    subscriptionQuery.isPending ||
    waitingForProgram ||
    (!!playerProgramId && (phasesQuery.isPending || progressQuery.isPending));
  const failed = subscriptionQuery.isError || create.isError || phasesQuery.isError || progressQuery.isError;

  let body: ReactNode;
  if (loading) {
    body = <LoadingSpinner label={t('program.loading')} />;
  } else if (failed) {
    body = (
      <Alert variant="danger">
        <p>{t('program.loadFailed')}</p>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => {
            createdFor.current = null;
            create.reset();
            void subscriptionQuery.refetch();
            if (playerProgramId) {
              void phasesQuery.refetch();
              void progressQuery.refetch();
            }
          }}
        >
          {t('program.retry')}
        </Button>
      </Alert>
    );
  } else if (!subscription) {
    body = (
      <Alert variant="info">
        <h2 className="h6 alert-heading">{t('program.noActive.title')}</h2>
        <p className="mb-0">{t('program.noActive.text')}</p>
      </Alert>
    );
  } else {
    const phases = phasesQuery.data ?? [];
    body = (
      <>
        <section aria-labelledby="program-phases-heading" className="mb-4">
          <h2 id="program-phases-heading" className="h5 mb-3">
            {t('program.phasesHeading')}
          </h2>
          <PhaseList phases={phases} />
        </section>
        {progressQuery.data && <NextSession phases={phases} progress={progressQuery.data} />}
        {progressQuery.data && <ProgressSummary progress={progressQuery.data} />}
        <section aria-labelledby="program-training-heading">
          <h2 id="program-training-heading" className="h5 mb-3">
            {t('program.trainingHeading')}
          </h2>
          {phases.length === 0 ? (
            <p>{t('program.noPhases')}</p>
          ) : (
            <PhaseCards phases={phases} progress={progressQuery.data} />
          )}
        </section>
      </>
    );
  }

  return (
    <div className="container py-4">
      <GuardianNotice />
      <PageIntro title={subscription?.trainingProgram.title ?? t('program.title')}>
        {subscription && !subscription.yearlyPaidOff && !child && (
          <Button variant="primary" className="mt-3" onClick={() => navigate(accountPath())}>
            {t('program.startPhase')}
          </Button>
        )}
      </PageIntro>
      {body}
      {!loading && (
        <MyCoaches phaseTitle={(id) => phasesQuery.data?.find((phase) => phase.id === id)?.title} />
      )}
    </div>
  );
}
