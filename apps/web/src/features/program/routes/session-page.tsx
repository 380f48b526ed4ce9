import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { activeSubscriptionQuery } from '@/lib/queries/active-subscription';
import { useUserState } from '@/lib/user-store';
import { progressQueryOptions, sessionsQueryOptions, useSessionMutations } from '../api/training';
import { AfterSession } from '../components/after-session';
import { PhaseStatusIcon } from '../components/phase-status-icon';
import { HeadingRest, SessionFacts } from '../components/session-facts';
import { SessionDoneForm } from '../components/session-done-form';
import '../program.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/program" className="d-inline-block mb-3">
      ← {t('program.session.back')}
    </Link>
  );
}

/**
 * /program/phase/:blockId/session/:sessionId: what to do (steps), what good looks like (coaching
 * points), equipment, the video link (a new tab: no third-party script on this page) and Done.
 */
export default function SessionPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { blockId = '', sessionId = '' } = useParams();
  // The role guard lets only a loaded player in.
  const userId = useUserState().user?.id ?? '';
  const subscriptionQuery = useQuery({ ...activeSubscriptionQuery(userId, language), enabled: !!userId });
  const playerProgramId = subscriptionQuery.data?.playerTrainingProgramId ?? null;
  const sessionsQuery = useQuery(sessionsQueryOptions(blockId, language));
  const progressQuery = useQuery({
    ...progressQueryOptions(playerProgramId ?? '', language),
    enabled: !!playerProgramId,
  });
  const { complete, undo } = useSessionMutations();

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
    body = (
      <article>
        <p className="d-flex flex-wrap gap-2 align-items-center">
          <span className="badge text-bg-light border d-inline-flex gap-1 align-items-center">
            <PhaseStatusIcon status={phase.status} />
            {phase.title}
          </span>
          <span className="badge text-bg-light border">
            {t('program.sessions.minutes', { count: session.durationMinutes })}
          </span>
        </p>
        <p className="lead">{session.description}</p>
        {session.headers > 0 && <HeadingRest until={progressQuery.data?.headingWaitUntil ?? null} />}
        <div className="row g-4">
          <section className="col-md-7" aria-labelledby="session-steps-heading">
            <h2 id="session-steps-heading" className="h5">
              {t('program.session.steps')}
            </h2>
            <ol className="ps-3">
              {session.steps.map((step) => (
                <li key={step} className="mb-2">
                  {step}
                </li>
              ))}
            </ol>
          </section>
          <div className="col-md-5">
            <section aria-labelledby="session-points-heading" className="mb-4">
              <h2 id="session-points-heading" className="h5">
                {t('program.session.coachingPoints')}
              </h2>
              <ul className="ps-3">
                {session.coachingPoints.map((point) => (
                  <li key={point} className="mb-1">
                    {point}
                  </li>
                ))}
              </ul>
            </section>
            <SessionFacts session={session} />
            <section aria-labelledby="session-equipment-heading">
              <h2 id="session-equipment-heading" className="h5">
                {t('program.session.equipment')}
              </h2>
              {session.equipment.length === 0 ? (
                <p>{t('program.session.noEquipment')}</p>
              ) : (
                <ul className="list-inline">
                  {session.equipment.map((item) => (
                    <li
                      key={item}
                      className="list-inline-item badge text-bg-light border fw-normal fs-6 mb-1 text-wrap text-start mw-100"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {session.videoUrl && (
              <p>
                <a href={session.videoUrl} target="_blank" rel="noopener noreferrer">
                  {t('program.session.video')}
                  <span className="visually-hidden"> ({t('program.session.newTab')})</span>
                </a>
              </p>
            )}
          </div>
        </div>
        <section aria-labelledby="session-done-heading" className="card mt-3">
          <div className="card-body">
            <h2 id="session-done-heading" className="h5">
              {t('program.session.doneHeading')}
            </h2>
            <SessionDoneForm
              phaseStatus={phase.status}
              completion={completion}
              busy={complete.isPending || undo.isPending}
              error={complete.error ?? undo.error}
              onDone={(input) => {
                undo.reset();
                complete.mutate({ ...change, ...input });
              }}
              onUndo={() => {
                complete.reset();
                undo.mutate(change);
              }}
            />
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
    <div className="container py-4">
      <BackLink />
      <PageIntro title={session?.title ?? t('program.session.title')} />
      {body}
      {session && (
        <p className="mt-4">
          <Link
            to={`/clips/new?sessionId=${encodeURIComponent(session.id)}`}
            className="btn btn-outline-primary"
          >
            {t('clips.link')}
          </Link>
        </p>
      )}
    </div>
  );
}
