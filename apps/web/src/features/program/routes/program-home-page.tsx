import type { Subscription } from '@academy/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CoachAssignments } from '@/components/ui/coach-assignments';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { GuardianNotice } from '@/components/ui/guardian-notice';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { PageIntro } from '@/components/ui/page-intro';
import { TrackChoice } from '@/components/ui/track-choice';
import { getToken } from '@/lib/auth-store';
import { ACCESS_TOKEN_PARAM, WEB_VIEW_PARAM } from '@/lib/mobile-session';
import { updateActiveSubscription } from '@/lib/queries/active-subscription';
import { challengeResultsQuery, challengesQuery } from '@/lib/queries/challenges';
import { playerQuery } from '@/lib/queries/player';
import { useServiceWorker } from '@/lib/pwa/use-service-worker';
import { isHouseholdChild, useUserState } from '@/lib/user-store';
import { phasesQueryOptions, programSubscriptionQuery, useCreatePlayerTrainingProgram } from '../api/program';
import { progressQueryOptions } from '../api/training';
import { ChallengeList } from '../components/challenge-list';
import { MyCoaches } from '../components/my-coaches';
import { NextSession, useNextSession } from '../components/next-session';
import { PhaseCards } from '../components/phase-cards';
import { PhaseList } from '../components/phase-list';
import { ProgressSummary } from '../components/progress-summary';
import { HeadingRest } from '@/components/session/session-facts';
import { SubscriptionNotice } from '../components/subscription-notice';
import { WeekGoal } from '../components/week-goal';
import '../program.css';

/** /account with the stored token in web-view mode: where a phase is started (spec §2). */
function accountPath(): string {
  return `/account?${new URLSearchParams({ [ACCESS_TOKEN_PARAM]: getToken() ?? '', [WEB_VIEW_PARAM]: 'true' })}`;
}

/**
 * The page's first button. The spec's web-view rule stays where it applies: a subscription that
 * does not bill yet leads to /account, labelled for what it does ("Choose how to pay"). Once the
 * card bills (or the year is paid), it opens the active phase's next session.
 */
function PhaseButton({ subscription, nextPath }: { subscription: Subscription; nextPath: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!subscription.billingEnabled && !subscription.yearlyPaidOff) {
    return (
      <Button variant="primary" className="mt-3" onClick={() => navigate(accountPath())}>
        {t('firstWeek.program.choosePlan')}
      </Button>
    );
  }
  if (!nextPath) return null;
  return (
    <Link className="btn btn-primary mt-3" to={nextPath}>
      {t('program.startPhase')}
    </Link>
  );
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
  const subscriptionQuery = useQuery({ ...programSubscriptionQuery(userId, language), enabled: !!userId });
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
  // The skill challenges of the player's age group and the player's results: a part of the page
  // that may fail or load on its own without holding the program back.
  const playerRead = useQuery({ ...playerQuery(userId), enabled: !!playerProgramId });
  const challengesRead = useQuery({
    ...challengesQuery(playerRead.data?.ageGroupId ?? '', language),
    enabled: !!playerRead.data,
  });
  const resultsRead = useQuery({
    ...challengeResultsQuery(playerRead.data?.id ?? ''),
    enabled: !!playerRead.data,
  });
  const next = useNextSession(phasesQuery.data ?? [], progressQuery.data);
  const create = useCreatePlayerTrainingProgram();
  useServiceWorker();
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
        {playerRead.data && <CoachAssignments playerId={playerRead.data.id} />}
        <section aria-labelledby="program-phases-heading" className="mb-4">
          <h2 id="program-phases-heading" className="h5 mb-3">
            {t('program.phasesHeading')}
          </h2>
          <PhaseList phases={phases} />
        </section>
        <TrackChoice userId={userId} />
        <HeadingRest until={progressQuery.data?.headingWaitUntil ?? null} />
        {progressQuery.data && <NextSession phases={phases} progress={progressQuery.data} />}
        {progressQuery.data && (
          <WeekGoal progress={progressQuery.data} playerId={playerRead.data?.id ?? ''} />
        )}
        {progressQuery.data && <ProgressSummary progress={progressQuery.data} />}
        <section aria-labelledby="program-training-heading">
          <h2 id="program-training-heading" className="h5 mb-3">
            {t('program.trainingHeading')}
          </h2>
          {phases.length === 0 ? (
            <p>{t('program.noPhases')}</p>
          ) : (
            <PhaseCards phases={phases} progress={progressQuery.data} challenges={challengesRead.data} />
          )}
        </section>
        <section aria-labelledby="program-challenges-heading" className="mt-4">
          <h2 id="program-challenges-heading" className="h5">
            {t('challenges.program.heading')}
          </h2>
          <p>{t('challenges.program.intro')}</p>
          {playerRead.isError || challengesRead.isError || resultsRead.isError ? (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
              <span>{t('challenges.program.loadFailed')}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  void playerRead.refetch();
                  if (playerRead.data) {
                    void challengesRead.refetch();
                    void resultsRead.refetch();
                  }
                }}
              >
                {t('program.retry')}
              </button>
            </div>
          ) : challengesRead.data && resultsRead.data ? (
            <ChallengeList challenges={challengesRead.data} results={resultsRead.data} />
          ) : (
            <LoadingSpinner label={t('challenges.program.loading')} className="py-3" />
          )}
        </section>
      </>
    );
  }

  return (
    <div className="container py-4">
      <GuardianNotice />
      <OfflineBanner />
      <PageIntro title={subscription?.trainingProgram.title ?? t('program.title')}>
        {subscription && !child && <PhaseButton subscription={subscription} nextPath={next?.path ?? null} />}
      </PageIntro>
      {subscription && !loading && (
        <SubscriptionNotice subscription={subscription} accountPath={accountPath()} />
      )}
      {body}
      {!loading && (
        <MyCoaches phaseTitle={(id) => phasesQuery.data?.find((phase) => phase.id === id)?.title} />
      )}
      {!loading && (
        <p className="mt-3">
          <Link className="btn btn-outline-primary" to="/schedule">
            {t('schedule.openLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
