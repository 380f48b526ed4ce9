import type { TrainingProgress } from '@academy/contract';
import { useTranslation } from 'react-i18next';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="col-6 col-md-3 progress-figure">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="fs-5 fw-semibold mb-0 text-break">
        {value}
        {detail && <span className="d-block small fw-normal text-body-secondary">{detail}</span>}
      </dd>
    </div>
  );
}

/** Sessions done of total (with a bar), minutes trained, last trained and the current streak. */
export function ProgressSummary({ progress }: { progress: TrainingProgress }) {
  const { t, i18n } = useTranslation();
  const percent = progress.sessionsTotal
    ? Math.round((progress.sessionsDone / progress.sessionsTotal) * 100)
    : 0;
  const lastTrained = progress.lastTrainedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(progress.lastTrainedAt))
    : t('program.progress.never');
  return (
    <section aria-labelledby="program-progress-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="program-progress-heading" className="h5 mb-3">
          {t('program.progress.heading')}
        </h2>
        {progress.programComplete && (
          <p className="alert alert-success py-2">{t('program.progress.programComplete')}</p>
        )}
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label={t('program.progress.bar')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar bg-success" style={{ width: `${percent}%` }} />
        </div>
        <dl className="row g-3 mb-0">
          <Figure
            label={t('program.progress.sessions')}
            value={t('program.progress.sessionsValue', {
              done: progress.sessionsDone,
              total: progress.sessionsTotal,
            })}
          />
          <Figure
            label={t('program.progress.minutes')}
            value={t('program.progress.minutesValue', { count: progress.minutesTrained })}
          />
          <Figure label={t('program.progress.lastTrained')} value={lastTrained} />
          <Figure
            label={t('program.progress.streak')}
            value={t('program.progress.streakValue', { count: progress.currentStreakDays })}
          />
        </dl>
      </div>
    </section>
  );
}
