import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FeedbackList } from '@/components/ui/feedback-list';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { isApiError } from '@/lib/api-client';
import { coachFeedbackQueryOptions, playerTrainingQueryOptions, useDeleteFeedback } from '../api/coach';
import { RemovePlayer } from '../components/remove-player';
import { FeedbackForm } from '../components/feedback-form';
import '../coach.css';
import { ChallengeResults } from '../components/challenge-results';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/coach" className="d-inline-block mb-3">
      ← {t('coach.player.back')}
    </Link>
  );
}

/** /coach/players/:playerId: one player's phases and sessions done, and the coach's feedback. */
export default function CoachPlayerPage() {
  const { t, i18n } = useTranslation();
  const { playerId = '' } = useParams();
  const viewQuery = useQuery(playerTrainingQueryOptions(playerId, i18n.language));
  const feedbackQuery = useQuery(coachFeedbackQueryOptions(playerId));
  const deleteFeedback = useDeleteFeedback(playerId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  if (viewQuery.isPending) {
    return (
      <div className="container py-4">
        <LoadingSpinner label={t('coach.player.loading')} />
      </div>
    );
  }
  if (viewQuery.isError) {
    const forbidden = isApiError(viewQuery.error) && [400, 403, 404].includes(viewQuery.error.status);
    return (
      <div className="container py-4">
        <BackLink />
        <PageIntro title={t('coach.player.title')} />
        <Alert variant="danger">
          <p className={forbidden ? 'mb-0' : undefined}>
            {forbidden ? t('coach.player.notYours') : t('coach.player.loadFailed')}
          </p>
          {!forbidden && (
            <Button variant="outline-danger" size="sm" onClick={() => void viewQuery.refetch()}>
              {t('program.retry')}
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  const { player, phases, completions } = viewQuery.data;
  const phaseTitle = (id: string) => phases.find((p) => p.trainingProgramBlockId === id)?.title;
  return (
    <div className="container py-4">
      <BackLink />
      <PageIntro
        title={`${player.firstName} ${player.lastName}`}
        purpose={[player.ageGroupId, player.programTitle].filter(Boolean).join(' · ')}
      />
      <dl className="row mb-4">
        <dt className="col-sm-4">{t('coach.players.columns.sessionsDone')}</dt>
        <dd className="col-sm-8">
          {t('coach.players.doneOf', { done: player.sessionsDone, total: player.sessionsTotal })}
        </dd>
        <dt className="col-sm-4">{t('coach.players.columns.sessionsLast7Days')}</dt>
        <dd className="col-sm-8">{player.sessionsLast7Days}</dd>
        <dt className="col-sm-4">{t('coach.players.columns.lastTrainedAt')}</dt>
        <dd className="col-sm-8">
          {player.lastTrainedAt ? date.format(new Date(player.lastTrainedAt)) : t('coach.players.never')}
        </dd>
      </dl>

      <section aria-labelledby="coach-phases-heading" className="mb-4">
        <h2 id="coach-phases-heading" className="h5">
          {t('coach.player.phasesHeading')}
        </h2>
        {phases.length === 0 ? (
          <p>{t('coach.player.noProgram')}</p>
        ) : (
          <ol className="list-group list-group-numbered">
            {phases.map((phase) => (
              <li
                key={phase.trainingProgramBlockId}
                className="list-group-item d-flex flex-wrap justify-content-between gap-2"
              >
                <span className="me-auto">{phase.title}</span>
                <span>
                  {t('coach.players.doneOf', { done: phase.sessionsDone, total: phase.sessionsTotal })}
                </span>
                <span className="badge text-bg-light border">{t(`program.phaseStatus.${phase.status}`)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="coach-sessions-heading" className="mb-4">
        <h2 id="coach-sessions-heading" className="h5">
          {t('coach.player.sessionsHeading')}
        </h2>
        {completions.length === 0 ? (
          <p>{t('coach.player.noSessions')}</p>
        ) : (
          <ul className="list-group">
            {completions.map((c) => (
              <li key={c.trainingSessionId} className="list-group-item">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <span className="fw-semibold">{c.title}</span>
                  <span className="text-body-secondary small">{date.format(new Date(c.completedAt))}</span>
                </div>
                <div className="small">
                  {phaseTitle(c.trainingProgramBlockId)}
                  {c.rating !== null && ` · ${t('coach.player.rating', { rating: c.rating })}`}
                </div>
                {c.note && <p className="fst-italic text-break mb-0 mt-1">“{c.note}”</p>}
              </li>
            ))}
          </ul>
        )}
        <p className="form-text">{t('coach.player.notesHint')}</p>
      </section>

      <section aria-labelledby="coach-challenges-heading" className="mb-4">
        <h2 id="coach-challenges-heading" className="h5">
          {t('challenges.coach.heading')}
        </h2>
        <ChallengeResults playerId={playerId} ageGroupId={player.ageGroupId} />
      </section>

      <section aria-labelledby="coach-feedback-heading">
        <h2 id="coach-feedback-heading" className="h5">
          {t('coach.feedback.heading')}
        </h2>
        <FeedbackForm playerId={playerId} phases={phases} />
        {feedbackQuery.data && feedbackQuery.data.length > 0 && (
          <FeedbackList
            feedback={feedbackQuery.data}
            phaseTitle={phaseTitle}
            onDelete={(id) => {
              if (window.confirm(t('coachWeek.feedback.confirmDelete'))) deleteFeedback.mutate(id);
            }}
            deleting={deleteFeedback.isPending ? (deleteFeedback.variables ?? null) : null}
          />
        )}
        {deleteFeedback.isError && (
          <div className="alert alert-danger" role="alert">
            {t('coachWeek.feedback.deleteFailed')}
          </div>
        )}
      </section>
      <RemovePlayer playerId={playerId} name={`${player.firstName} ${player.lastName}`} />
    </div>
  );
}
