import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { useServiceWorker } from '@/lib/pwa/use-service-worker';
import { challengePath } from '@/lib/queries/challenges';
import type { TrainingSession } from '@academy/contract';
import { programSubscriptionQuery } from '../api/program';
import { progressQueryOptions, sessionsQueryOptions, useSessionMutations } from '../api/training';
import { AfterSession } from '../components/after-session';
import { PhaseStatusIcon } from '../components/phase-status-icon';
import { HeadingRest } from '@/components/session/session-facts';
import { SessionBody } from '@/components/session/session-body';
import { SessionDiagram } from '../components/diagram';
import { SessionDoneForm } from '../components/session-done-form';
import { SessionPlayer } from '../components/session-player/session-player';
import '../program.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <p className="mb-3 session-print-hide">
      <Link to="/program">← {t('program.session.back')}</Link>
    </p>
  );
}

export interface SessionPageProps {
  /** Draws the session's diagram; by default the SVG diagram (loaded with this page). */
  renderDiagram?: (session: TrainingSession) => ReactNode;
}

const drawDiagram = (session: TrainingSession): ReactNode =>
  session.diagram ? <SessionDiagram diagram={session.diagram} /> : null;

/**
 * /program/phase/:blockId/session/:sessionId: what to do (steps), what good looks like (coaching
 * points), equipment, the video link (a new tab: no third-party script on this page) and Done.
 * "Start" opens the session player: step by step with timers, Done at the end.
 */
export default function SessionPage({ renderDiagram = drawDiagram }: SessionPageProps = {}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { blockId = '', sessionId = '' } = useParams();
  // Opened from "From your coach": an assigned session can be done whatever its phase.
  const [searchParams] = useSearchParams();
  const assigned = searchParams.get('assigned') === '1';
  // The role guard lets only a loaded player in.
  const userId = useUserState().user?.id ?? '';
  const subscriptionQuery = useQuery({ ...programSubscriptionQuery(userId, language), enabled: !!userId });
  const playerProgramId = subscriptionQuery.data?.playerTrainingProgramId ?? null;
  const sessionsQuery = useQuery(sessionsQueryOptions(blockId, language));
  const progressQuery = useQuery({
    ...progressQueryOptions(playerProgramId ?? '', language),
    enabled: !!playerProgramId,
  });
  const { complete, undo } = useSessionMutations();
  const [playing, setPlaying] = useState(false);
  useServiceWorker();
  const startRef = useRef<HTMLButtonElement>(null);
  const closePlayer = () => {
    setPlaying(false);
    setTimeout(() => startRef.current?.focus());
  };

  const session = sessionsQuery.data?.find((s) => s.id === sessionId);
  const phase = progressQuery.data?.phases.find((p) => p.trainingProgramBlockId === blockId);
  const completion = progressQuery.data?.completions.find((c) => c.trainingSessionId === sessionId) ?? null;

  let body: ReactNode;
  if (
    subscriptionQuery.isPending ||
    sessionsQuery.isPending ||
    (!!playerProgramId && progressQuery.isPending)
  ) {
    body = <LoadingSpinner label={t('program.session.loading')} />;
  } else if (subscriptionQuery.isError || sessionsQuery.isError || progressQuery.isError) {
    body = (
      <div className="alert alert-danger" role="alert">
        <p>{t('program.session.loadFailed')}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => {
            void subscriptionQuery.refetch();
            void sessionsQuery.refetch();
            if (playerProgramId) void progressQuery.refetch();
          }}
        >
          {t('program.retry')}
        </button>
      </div>
    );
  } else if (!session || !phase || !playerProgramId) {
    body = <p className="alert alert-info">{t('program.session.notFound')}</p>;
  } else {
    const change = { sessionId: session.id, playerTrainingProgramId: playerProgramId, language };
    const doneForm = (
      <SessionDoneForm
        phaseStatus={phase.status}
        assigned={assigned}
        completion={completion}
        busy={complete.isPending || undo.isPending}
        error={complete.error ?? undo.error}
        onDone={(input) => {
          undo.reset();
          complete.mutate({ ...change, blockId, ...input });
        }}
        onUndo={() => {
          complete.reset();
          undo.mutate(change);
        }}
      />
    );
    const diagram = session.diagram ? () => renderDiagram(session) : undefined;
    body = playing ? (
      <SessionPlayer
        steps={session.steps}
        stepSeconds={session.stepSeconds}
        renderDiagram={diagram}
        doneForm={doneForm}
        onClose={closePlayer}
      />
    ) : (
      <article>
        <p className="d-flex flex-wrap gap-2 align-items-center">
          <span className="badge text-bg-light border d-inline-flex gap-1 align-items-center">
            <PhaseStatusIcon status={phase.status} />
            {phase.title}
          </span>
          <span className="badge text-bg-light border">
            {t('program.sessions.minutes', { count: session.durationMinutes })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary ms-auto session-print-hide"
            title={t('diagram.printHint')}
            onClick={() => window.print()}
          >
            {t('diagram.print')}
          </button>
        </p>
        <SessionBody
          session={session}
          actions={
            (phase.status !== 'INACTIVE' || assigned) && (
              <button
                ref={startRef}
                type="button"
                className="btn btn-success btn-lg mb-3 session-print-hide"
                onClick={() => setPlaying(true)}
              >
                {t('player.start')}
              </button>
            )
          }
          notice={session.headers > 0 && <HeadingRest until={progressQuery.data?.headingWaitUntil ?? null} />}
        />
        <section aria-labelledby="session-done-heading" className="card mt-3 session-print-hide">
          <div className="card-body">
            <h2 id="session-done-heading" className="h5">
              {t('program.session.doneHeading')}
            </h2>
            {doneForm}
            {progressQuery.data && sessionsQuery.data && (
              <AfterSession
                phase={phase}
                progress={progressQuery.data}
                sessions={sessionsQuery.data}
                currentId={session.id}
              />
            )}
          </div>
        </section>
      </article>
    );
  }

  return (
    <div className="container py-4 session-sheet">
      <BackLink />
      <OfflineBanner />
      <PageIntro title={session?.title ?? t('program.session.title')} />
      {body}
      {session && (
        <p className="mt-4 d-flex flex-wrap gap-2">
          <Link
            to={`/clips/new?sessionId=${encodeURIComponent(session.id)}`}
            className="btn btn-outline-primary"
          >
            {t('clips.link')}
          </Link>
          {session.challengeId && (
            <Link to={challengePath(session.challengeId)} className="btn btn-outline-primary">
              {t('program.session.challenge')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
